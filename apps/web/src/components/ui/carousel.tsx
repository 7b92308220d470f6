import {
  Children,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useEmblaWhenNear } from './use-embla-when-near'
import styles from './carousel.module.css'

interface CarouselProps {
  /** What the carousel shows, e.g. `Special offers`; names the region for screen readers. */
  label: string
  /** One child per slide. */
  children: ReactNode
  /** Width of one slide as a CSS length, e.g. `85%` to let the next one peek in. */
  slideSize?: string
  /** Space between slides as a CSS length. */
  gap?: string
  /** The slide shown first (0-based). */
  startIndex?: number
  loop?: boolean
  /** Previous/next buttons; dots are always there when there is more than one position. */
  showArrows?: boolean
  className?: string | undefined
}

/**
 * A swipeable strip of slides (Embla): drag or swipe on touch screens, arrow buttons and dots for
 * pointers, ←/→ keys while focus is inside, and Tab into a hidden slide brings it into view.
 * Embla's own code arrives only when the carousel comes near the viewport.
 */
export function Carousel({
  label,
  children,
  slideSize = '100%',
  gap = '16px',
  startIndex = 0,
  loop = false,
  showArrows = true,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children)
  const options = useMemo(
    () => ({ align: 'start', containScroll: 'trimSnaps', startIndex, loop }) as const,
    [startIndex, loop],
  )
  // Embla measures every slide as it starts: not in the commit that draws the page.
  const [viewportRef, api] = useEmblaWhenNear(options)
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined
      api.on('select', onChange).on('reInit', onChange)
      return () => {
        api.off('select', onChange).off('reInit', onChange)
      }
    },
    [api],
  )
  // One primitive snapshot of Embla's position, so React re-renders only when it really changes.
  const snapshot = useSyncExternalStore(subscribe, () =>
    api
      ? [
          api.scrollSnapList().length,
          api.selectedScrollSnap(),
          Number(api.canScrollPrev()),
          Number(api.canScrollNext()),
        ].join(',')
      : `0,${String(startIndex)},0,0`,
  )
  const [snapCount = 0, selected = 0, canPrev = 0, canNext = 0] = snapshot.split(',').map(Number)

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      api?.scrollPrev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      api?.scrollNext()
    }
  }

  const style = { '--slide-size': slideSize, '--slide-gap': gap } as CSSProperties

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div
        className={styles.viewport}
        ref={viewportRef}
        // Focusable so the arrow keys work even when the slides hold nothing focusable (photos).
        tabIndex={0}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              // Slides are positional: the caller's keys live on the elements inside.
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${String(index + 1)} of ${String(slides.length)}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Until Embla has measured the slides, the row the controls will take is kept empty, so
          the content under the carousel does not move when they appear (layout shift). */}
      {!api && slides.length > 1 && (
        <div
          className={`${styles.controls ?? ''} ${styles.pendingControls ?? ''}`}
          data-arrows={showArrows}
          aria-hidden="true"
        />
      )}
      {snapCount > 1 && (
        <div className={styles.controls}>
          {showArrows && (
            <button
              type="button"
              className={styles.arrow}
              aria-label="Previous slide"
              disabled={canPrev === 0}
              onClick={() => api?.scrollPrev()}
            >
              <Chevron direction="left" />
            </button>
          )}
          <div className={styles.dots}>
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${String(index + 1)}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
          {showArrows && (
            <button
              type="button"
              className={styles.arrow}
              aria-label="Next slide"
              disabled={canNext === 0}
              onClick={() => api?.scrollNext()}
            >
              <Chevron direction="right" />
            </button>
          )}
        </div>
      )}
    </section>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'left' ? 'M15 5 8 12l7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  )
}
