import { useState } from 'react'
import { imageSources } from '@sweet-art/domain/images'
import type { ImageFile } from '@sweet-art/domain/schemas/catalog'
import { API_PREFIX } from '@/config/env'
import styles from './responsive-image.module.css'

/**
 * How a photo loads: `first` for the page's largest paint, fetched at once at high priority;
 * `eager` for a photo in view on some screens only, fetched at once at the browser's own
 * priority, which it raises for a photo it finds in view; `lazy` for one fetched as it nears the
 * viewport.
 */
export type PhotoLoading = 'first' | 'eager' | 'lazy'

interface ResponsiveImageProps {
  /** The stored photo; none shows the placeholder. */
  file: ImageFile | undefined
  alt: string
  /** Intrinsic size, so the browser reserves the box before the file arrives (no layout shift). */
  width: number
  height: number
  /** How wide the image is drawn, for the browser's choice between the 400 and 800 px files. */
  sizes: string
  loading?: PhotoLoading
  className?: string | undefined
}

/**
 * A catalogue photo with its responsive sources. A file that fails to load is
 * replaced by a drawn placeholder of the same size (docs/product.md › Product page).
 */
export function ResponsiveImage({
  file,
  alt,
  width,
  height,
  sizes,
  loading = 'lazy',
  className,
}: ResponsiveImageProps) {
  const sources = file ? imageSources(file, API_PREFIX) : null
  // Remember which URL failed rather than a flag, so a new photo in the same place gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const classes = [styles.image, className].filter(Boolean).join(' ')

  if (!sources || failedSrc === sources.src) {
    return (
      <span
        role="img"
        aria-label={alt || 'Photo unavailable'}
        className={`${classes} ${styles.placeholder}`}
        style={{ aspectRatio: `${String(width)} / ${String(height)}` }}
      >
        <PlaceholderMark />
      </span>
    )
  }

  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet ?? undefined}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={loading === 'first' ? 'high' : undefined}
      className={classes}
      onError={() => setFailedSrc(sources.src)}
    />
  )
}

/** A cake drawn in the graphics colour: the placeholder still looks like part of the shop. */
function PlaceholderMark() {
  return (
    <svg
      className={styles.mark}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 40h30M12 40V28h24v12M15 28v-6h18v6" />
      <path d="M12 33c2 2 4 2 6 0s4-2 6 0 4 2 6 0 4-2 6 0M15 24c1.5 1.5 3 1.5 4.5 0s3-1.5 4.5 0 3 1.5 4.5 0 3-1.5 4.5 0" />
      <path d="M24 22v-5M24 13.5c-1.2-1.4-1.2-2.8 0-4.5 1.2 1.7 1.2 3.1 0 4.5Z" />
    </svg>
  )
}
