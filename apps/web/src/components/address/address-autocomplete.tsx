import { useId, useState, type Ref } from 'react'
import { SUGGESTION_NOT_FOUND } from '@sweet-art/domain/messages'
import type { PlacePrediction } from '@sweet-art/domain/schemas/maps'
import { usePlaceSuggestions } from './api/get-place-suggestions'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import styles from './address-autocomplete.module.css'

// Long enough to skip the keystrokes of a fast typist, short enough to feel immediate.
const SUGGEST_DELAY_MS = 250

interface AddressAutocompleteProps {
  id: string
  name: string
  value: string
  /** True while the text is typed by hand; false once a suggestion filled it. */
  isEditing: boolean
  onTextChange: (text: string) => void
  onChoose: (prediction: PlacePrediction) => void
  onClear: () => void
  onBlur: () => void
  describedBy?: string | undefined
  isInvalid?: boolean
  isBusy?: boolean
  ref?: Ref<HTMLInputElement>
}

/**
 * The address combobox (docs/product.md › Addresses): more than 3 typed characters fetch UK
 * suggestions from the API; a suggestion without a description reads 'Not found' and cannot be
 * chosen; the clear button empties the text and the list. Keyboard: arrows, Enter, Escape.
 */
export function AddressAutocomplete({
  id,
  name,
  value,
  isEditing,
  onTextChange,
  onChoose,
  onClear,
  onBlur,
  describedBy,
  isInvalid = false,
  isBusy = false,
  ref,
}: AddressAutocompleteProps) {
  const listId = useId()
  const [isOpen, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const query = useDebouncedValue(value, SUGGEST_DELAY_MS)
  const suggestions = usePlaceSuggestions(query, isEditing)
  const predictions = isEditing ? (suggestions.data ?? []) : []
  const isListShown = isOpen && isEditing && predictions.length > 0
  const optionId = (index: number) => `${listId}-option-${String(index)}`

  const choose = (prediction: PlacePrediction | undefined) => {
    if (!prediction || prediction.description === '') return
    setOpen(false)
    setActiveIndex(-1)
    onChoose(prediction)
  }

  return (
    <div className={styles.root}>
      <input
        ref={ref}
        id={id}
        name={name}
        className={styles.input}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={listId}
        aria-activedescendant={isListShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        aria-busy={isBusy || undefined}
        autoComplete="off"
        placeholder="Start typing your address"
        onChange={(event) => {
          onTextChange(event.target.value)
          setOpen(true)
          setActiveIndex(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false)
          onBlur()
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (predictions.length === 0) return
            event.preventDefault()
            setOpen(true)
            const step = event.key === 'ArrowDown' ? 1 : -1
            setActiveIndex((index) => (index + step + predictions.length) % predictions.length)
          } else if (event.key === 'Enter' && isListShown && activeIndex >= 0) {
            event.preventDefault()
            choose(predictions[activeIndex])
          } else if (event.key === 'Escape' && isListShown) {
            // Closes the list only, not a dialog around it.
            event.preventDefault()
            event.stopPropagation()
            setOpen(false)
          }
        }}
      />
      {value !== '' && (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear address"
          onClick={() => {
            setOpen(false)
            setActiveIndex(-1)
            onClear()
          }}
        >
          <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={1.8} fill="none" />
          </svg>
        </button>
      )}
      <ul
        id={listId}
        role="listbox"
        className={styles.list}
        hidden={!isListShown}
        aria-label="Address suggestions"
      >
        {predictions.map((prediction, index) => {
          const isFound = prediction.description !== ''
          return (
            <li
              key={`${prediction.place_id}-${String(index)}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              aria-disabled={!isFound || undefined}
              className={`${styles.option ?? ''} ${index === activeIndex ? (styles.active ?? '') : ''}`}
              // Chosen on press, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault()
                choose(prediction)
              }}
              onMouseEnter={() => setActiveIndex(index)}
            >
              {isFound ? prediction.description : SUGGESTION_NOT_FOUND}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
