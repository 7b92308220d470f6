import { useEffect, useRef, useState } from 'react'
import { MAX_ORDER_IMAGES } from '@sweet-art/domain/constants'
import { canRemoveOrderImages } from '@sweet-art/domain/orders'
import type { ImageFile } from '@sweet-art/domain/schemas/catalog'
import type { Order } from '@sweet-art/domain/schemas/orders'
import { CloseIcon } from '@/components/ui/icons'
import { showToast } from '@/components/ui/toast-store'
import { apiFileUrl } from '@/lib/api-client'
import { useDeleteOrderImageMutation } from '../api/delete-order-image'
import { toastUnlessToldAlready } from '../api/failure-toast'
import { useUploadOrderImagesMutation } from '../api/upload-order-images'
import { findOrderImagesProblem } from './order-image-files'
import { OrderImagePicker } from './order-image-picker'
import styles from './order-images.module.css'

/**
 * The Images section of a custom-made order (docs/product.md › Account area): its photos, and while
 * the order is created or current, adding and removing them
 * (docs/product.md › Photos on custom orders).
 */
export function OrderImages({ order }: { order: Order }) {
  const upload = useUploadOrderImagesMutation()
  const remove = useDeleteOrderImageMutation()
  const isChangeable = canRemoveOrderImages(order.status)
  const uploadingCount = upload.isPending ? upload.variables.files.length : 0
  const removingName = remove.isPending ? remove.variables.name : null

  const listRef = useRef<HTMLUListElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const focusAfterRemoval = useRef<number | null>(null)

  useEffect(() => {
    // The removed photo took the focused button with it; hand the focus to its neighbour.
    const index = focusAfterRemoval.current
    focusAfterRemoval.current = null
    if (index === null || (document.activeElement && document.activeElement !== document.body))
      return
    const buttons = listRef.current?.querySelectorAll('button') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)] ?? inputRef.current
    next?.focus()
  }, [order.images])

  const addFiles = (files: File[]) => {
    const problem = findOrderImagesProblem(files, order.images.length)
    if (problem) return showToast(problem, 'error')
    upload.mutate({ orderId: order.id, files })
  }

  const removeImage = (image: ImageFile, index: number) => {
    if (remove.isPending || upload.isPending) return
    focusAfterRemoval.current = index
    remove.mutate(
      { orderId: order.id, name: image.name },
      {
        onError: (error) => {
          focusAfterRemoval.current = null
          toastUnlessToldAlready('The photo could not be removed. Please try again.')(error)
        },
      },
    )
  }

  return (
    <section aria-labelledby="order-images" className={styles.section}>
      <header className={styles.header}>
        <h2 id="order-images" className={styles.heading}>
          Images
        </h2>
        {isChangeable && (
          <p className={styles.count}>
            {order.images.length} / {MAX_ORDER_IMAGES}
          </p>
        )}
      </header>
      <p className={styles.lead}>
        {isChangeable
          ? 'Share sketches or photos of the cake you have in mind; our bakers work from them.'
          : 'Photos can be changed only until we start preparing your order.'}
      </p>
      {order.images.length === 0 && uploadingCount === 0 ? (
        <p className={styles.empty}>No photos yet.</p>
      ) : (
        <ul ref={listRef} className={styles.grid} aria-busy={uploadingCount > 0 || undefined}>
          {order.images.map((image, index) => (
            <li
              key={image.name}
              className={styles.tile}
              data-removing={image.name === removingName || undefined}
            >
              <OrderImageView image={image} label={`Photo ${String(index + 1)}`} />
              {isChangeable && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove photo ${String(index + 1)}`}
                  // Not `disabled`: a disabled button drops the keyboard focus to the page's top.
                  aria-disabled={remove.isPending || upload.isPending || undefined}
                  onClick={() => removeImage(image, index)}
                >
                  <CloseIcon size={18} />
                </button>
              )}
            </li>
          ))}
          {Array.from({ length: uploadingCount }, (_, index) => (
            <li key={`uploading-${String(index)}`} className={styles.pending} aria-hidden="true" />
          ))}
        </ul>
      )}
      {isChangeable && (
        <OrderImagePicker
          room={MAX_ORDER_IMAGES - order.images.length}
          uploadingCount={uploadingCount}
          onFiles={addFiles}
          inputRef={inputRef}
        />
      )}
    </section>
  )
}

/** One photo, opening full size in a new tab; a file that fails to load shows a placeholder (docs/product.md › Product page). */
function OrderImageView({ image, label }: { image: ImageFile; label: string }) {
  const [hasFailed, setHasFailed] = useState(false)
  const url = apiFileUrl(image)
  if (hasFailed)
    return (
      <span role="img" aria-label={`${label} is unavailable`} className={styles.missing}>
        Photo unavailable
      </span>
    )
  return (
    <a href={url} target="_blank" rel="noreferrer" className={styles.open}>
      <img
        src={url}
        alt={label}
        width={320}
        height={320}
        loading="lazy"
        decoding="async"
        // A drawing (SVG) is shown whole; a photo fills its square.
        data-drawing={image.name.endsWith('.svg') || undefined}
        onError={() => setHasFailed(true)}
      />
    </a>
  )
}
