import { useState } from 'react'
import {
  INGREDIENTS_PLACEHOLDER,
  createProductChoice,
  findOptionValue,
  selectOption,
  selectPriceVariant,
  setChoiceQuantity,
  type ProductChoice,
} from '@sweet-art/domain/product-config'
import type { OptionTitle } from '@sweet-art/domain/cart'
import type { Product } from '@sweet-art/domain/schemas/catalog'

/** The pickers whose choice shows ingredients (docs/product.md › Product page). */
export type IngredientPicker = 'filings' | 'extraFilings' | 'collections'

interface ChoiceState {
  choice: ProductChoice
  /** The collection flavour chosen; flavours are not a cart option group (docs/product.md › Cart and checkout). */
  flavour: string | null
  /** The picker and item whose ingredients are shown: the last one chosen. */
  shown: { picker: IngredientPicker; title: string } | null
}

function ingredientsOf(product: Product, shown: ChoiceState['shown']): string | undefined {
  if (!shown) return undefined
  const list =
    shown.picker === 'filings'
      ? product.filings
      : shown.picker === 'extraFilings'
        ? product.extraFilings.filings
        : product.collections
  return list.find((item) => item.title === shown.title)?.ingredients
}

function hasIngredientPickers(product: Product): boolean {
  return (
    product.filings.length > 0 ||
    product.extraFilings.filings.length > 0 ||
    product.collections.length > 0
  )
}

/**
 * What the customer has configured on a product page (docs/product.md › Product page): the options
 * of the cart line, quantity and unit cost (domain rules), the collection flavour, and which
 * ingredients the Ingredients panel shows: the last filling, extra filling or flavour chosen, and
 * `Select an option to view the ingredients` again once that one is un-chosen.
 */
export function useProductChoice(product: Product) {
  const [state, setState] = useState<ChoiceState>(() => ({
    choice: createProductChoice(product),
    flavour: null,
    shown: null,
  }))

  function follow(
    shown: ChoiceState['shown'],
    picker: IngredientPicker,
    title: string,
    isChosen: boolean,
  ): ChoiceState['shown'] {
    if (isChosen) return { picker, title }
    return shown?.picker === picker && shown.title === title ? null : shown
  }

  function toggleOption(title: Exclude<OptionTitle, 'priceVariant'>, value: string) {
    setState((current) => {
      const choice = selectOption(current.choice, title, value)
      const isChosen = findOptionValue(choice.options, title) === value
      const shown =
        title === 'variants' ? current.shown : follow(current.shown, title, value, isChosen)
      return { ...current, choice, shown }
    })
  }

  function toggleFlavour(title: string) {
    setState((current) => {
      const flavour = current.flavour === title ? null : title
      return {
        ...current,
        flavour,
        shown: follow(current.shown, 'collections', title, flavour === title),
      }
    })
  }

  function choosePriceVariant(variant: { cost: number; unit: string }) {
    setState((current) => ({ ...current, choice: selectPriceVariant(current.choice, variant) }))
  }

  function setQuantity(quantity: number) {
    setState((current) => ({
      ...current,
      choice: setChoiceQuantity(current.choice, product, quantity),
    }))
  }

  // A product with nothing to choose has one recipe: show it rather than ask for a choice.
  const ingredients =
    ingredientsOf(product, state.shown) ??
    (hasIngredientPickers(product) || product.ingredients.trim() === ''
      ? INGREDIENTS_PLACEHOLDER
      : product.ingredients)

  return {
    choice: state.choice,
    flavour: state.flavour,
    ingredients,
    selected: (title: OptionTitle) => findOptionValue(state.choice.options, title),
    toggleFilling: (title: string) => toggleOption('filings', title),
    toggleExtraFilling: (title: string) => toggleOption('extraFilings', title),
    toggleVariant: (title: string) => toggleOption('variants', title),
    toggleFlavour,
    choosePriceVariant,
    setQuantity,
  }
}
