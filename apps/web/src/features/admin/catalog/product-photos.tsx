import { useEffect, useMemo, useRef, useState } from 'react'
import type { Product } from '@sweet-art/domain/schemas/catalog'
import buttonStyles from '@/components/ui/button.module.css'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { showToast } from '@/components/ui/toast-store'
import {
  useMoveProductPhoto,
  useRemoveProductPhoto,
  useUploadProductPhotos,
} from './api/product-photos'
import adminForm from '../components/admin-form.module.css'
import styles from './catalogue.module.css'

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp'

/** Previews of the chosen files, released when the choice changes. */
function usePreviews(files: File[]): { file: File; url: string }[] {
  const previews = useMemo(
    () => files.map((file) => ({ file, url: URL.createObjectURL(file) })),
    [files],
  )
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url)
    },
    [previews],
  )
  return previews
}

/** A product's photos: the first is its main photo; add (with a preview), reorder and remove (docs/product.md › The back office). */
export function ProductPhotos({ product }: { product: Product }) {
  const upload = useUploadProductPhotos()
  const remove = useRemoveProductPhoto()
  const move = useMoveProductPhoto()
  const [chosen, setChosen] = useState<File[]>([])
  const previews = usePreviews(chosen)
  const input = useRef<HTMLInputElement>(null)
  const isBusy = upload.isPending || remove.isPending || move.isPending
  const count = product.photo.length

  const send = () =>
    upload.mutate(
      { productId: product.id, files: chosen },
      {
        onSuccess: () => {
          showToast(
            chosen.length === 1 ? 'Photo added' : `${chosen.length} photos added`,
            'success',
          )
          setChosen([])
          if (input.current) input.current.value = ''
        },
      },
    )

  return (
    <section className={adminForm.fieldset} aria-labelledby="product-photos">
      <h2 id="product-photos" className={`${adminForm.legend} ${adminForm.full}`}>
        Photos
      </h2>
      {count === 0 ? (
        <p className={`${adminForm.muted} ${adminForm.full}`}>No photos yet.</p>
      ) : (
        <ol className={`${styles.photos} ${adminForm.full}`} aria-label="Saved photos">
          {product.photo.map((file, index) => {
            const label = index === 0 ? 'main photo' : `photo ${index + 1}`
            return (
              <li key={file.name} className={styles.photo}>
                <ResponsiveImage
                  file={file}
                  alt={`${product.title}, ${label}`}
                  width={400}
                  height={300}
                  sizes="160px"
                />
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={adminForm.control}
                    aria-label={`Move ${label} earlier`}
                    disabled={index === 0 || isBusy}
                    onClick={() =>
                      move.mutate({ productId: product.id, name: file.name, direction: 'up' })
                    }
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className={adminForm.control}
                    aria-label={`Move ${label} later`}
                    disabled={index === count - 1 || isBusy}
                    onClick={() =>
                      move.mutate({ productId: product.id, name: file.name, direction: 'down' })
                    }
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className={adminForm.danger}
                    aria-label={`Remove ${label}`}
                    disabled={isBusy}
                    onClick={() =>
                      remove.mutate(
                        { productId: product.id, name: file.name },
                        { onSuccess: () => showToast('Photo removed', 'success') },
                      )
                    }
                  >
                    Remove
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <div className={`${styles.upload} ${adminForm.full}`}>
        <label className={adminForm.control}>
          Choose photos
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_TYPES}
            multiple
            className="visually-hidden"
            onChange={(event) => setChosen([...(event.target.files ?? [])])}
          />
        </label>
        {previews.length > 0 && (
          <ul className={styles.previews} aria-label="Photos to add">
            {previews.map((preview) => (
              <li key={preview.url}>
                <img src={preview.url} alt={`New photo ${preview.file.name}`} />
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className={buttonStyles.gold}
          disabled={chosen.length === 0 || isBusy}
          onClick={send}
        >
          {upload.isPending ? 'Uploading…' : 'Upload photos'}
        </button>
      </div>
      <p className={`${adminForm.muted} ${adminForm.full}`}>
        JPEG, PNG or WebP. The first photo is the product&apos;s main photo.
      </p>
    </section>
  )
}
