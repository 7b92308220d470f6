import { Suspense, useState } from 'react'
import type { ImageFile } from '@sweet-art/domain/schemas/catalog'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { useIsMobile } from '@/components/ui/use-is-mobile'
import { PRODUCT_PHOTO_SIZES } from '@/config/landing-photos'
import { lazyNamed } from '@/lib/lazy-named'
import styles from './product-gallery.module.css'

// Only phones swipe through photos: desktop never downloads the carousel library.
const Carousel = lazyNamed(() => import('@/components/ui/carousel'), 'Carousel')

interface ProductGalleryProps {
  photos: readonly ImageFile[]
  /** The product's title, for the photos' alternative text. */
  title: string
}

/**
 * The product's photos (docs/product.md › Product page): on desktop a main photo and thumbnails
 * that make the pressed one main; on mobile a swipeable slider. A photo that fails shows a
 * placeholder.
 */
export function ProductGallery({ photos, title }: ProductGalleryProps) {
  const isMobile = useIsMobile()
  const [mainIndex, setMainIndex] = useState(0)
  const main = photos[mainIndex] ?? photos[0]
  const altOf = (index: number) =>
    photos.length > 1 ? `${title}, photo ${String(index + 1)} of ${String(photos.length)}` : title

  if (isMobile) {
    const first = (
      <ResponsiveImage
        file={photos[0]}
        alt={altOf(0)}
        width={800}
        height={800}
        sizes={PRODUCT_PHOTO_SIZES}
        loading="first"
        className={styles.slideImage}
      />
    )
    if (photos.length <= 1) return <div className={styles.mobile}>{first}</div>
    return (
      <div className={styles.mobile}>
        {/* The first photo stands in while the slider loads, in the same box: no layout shift;
            and stays when the slider's code does not arrive. */}
        <ErrorBoundary fallback={() => <div className={styles.fallback}>{first}</div>}>
          <Suspense fallback={<div className={styles.fallback}>{first}</div>}>
            <Carousel label={`Photos of ${title}`} gap="0px" showArrows={false}>
              {photos.map((photo, index) => (
                <ResponsiveImage
                  key={`${photo.path}/${photo.name}`}
                  file={photo}
                  alt={altOf(index)}
                  width={800}
                  height={800}
                  sizes={PRODUCT_PHOTO_SIZES}
                  loading={index === 0 ? 'first' : 'lazy'}
                  className={styles.slideImage}
                />
              ))}
            </Carousel>
          </Suspense>
        </ErrorBoundary>
      </div>
    )
  }

  return (
    <div className={styles.desktop}>
      <div className={styles.main}>
        <ResponsiveImage
          // A new key per photo restarts the fade and the broken-image check.
          key={main ? `${main.path}/${main.name}` : 'none'}
          file={main}
          alt={altOf(mainIndex)}
          width={800}
          height={800}
          sizes={PRODUCT_PHOTO_SIZES}
          loading="first"
          className={styles.mainImage}
        />
      </div>
      {photos.length > 1 && (
        <ul className={styles.thumbs} aria-label="Choose a photo">
          {photos.map((photo, index) => (
            <li key={`${photo.path}/${photo.name}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === mainIndex}
                aria-label={`Show photo ${String(index + 1)} of ${String(photos.length)}`}
                onClick={() => setMainIndex(index)}
              >
                <ResponsiveImage
                  file={photo}
                  alt=""
                  width={800}
                  height={800}
                  sizes="96px"
                  className={styles.thumbImage}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
