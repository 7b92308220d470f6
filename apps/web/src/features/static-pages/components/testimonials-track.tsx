import type { Ref } from 'react'
import type { Testimonial } from '../content/testimonials'
import { InitialsAvatar } from './initials-avatar'
import styles from './testimonials.module.css'

interface TestimonialsTrackProps {
  testimonials: readonly Testimonial[]
  /** The slide shown first (or leftmost on desktop). */
  selectedIndex: number
  /**
   * Slides currently on screen; the others are hidden from assistive technology. `null` while
   * the carousel has not measured itself, when nothing is hidden.
   */
  inView: ReadonlySet<number> | null
  viewportRef?: Ref<HTMLDivElement> | undefined
  /** Absent until the carousel code has loaded and started: the controls are shown but inert. */
  controls?: { onPrevious: () => void; onNext: () => void; onPick: (index: number) => void }
}

/**
 * The testimonials' markup, shared by the carousel and by the placeholder shown while the
 * carousel's code loads, so swapping one for the other moves nothing on the page.
 */
export function TestimonialsTrack({
  testimonials,
  selectedIndex,
  inView,
  viewportRef,
  controls,
}: TestimonialsTrackProps) {
  const total = testimonials.length
  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div
          className={controls ? styles.container : `${styles.container} ${styles.startOffset}`}
          aria-live="polite"
        >
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${total}`}
              aria-hidden={inView && !inView.has(index) ? true : undefined}
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Previous testimonial"
          disabled={!controls}
          onClick={controls?.onPrevious}
        >
          <ArrowIcon direction="left" />
        </button>
        <div className={styles.dots}>
          {testimonials.map((testimonial, index) => (
            <button
              key={testimonial.id}
              type="button"
              className={styles.dot}
              aria-label={`Show testimonial ${index + 1}`}
              aria-current={index === selectedIndex ? 'true' : undefined}
              disabled={!controls}
              onClick={() => controls?.onPick(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Next testimonial"
          disabled={!controls}
          onClick={controls?.onNext}
        >
          <ArrowIcon direction="right" />
        </button>
      </div>
    </div>
  )
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <span className={styles.quoteMark} aria-hidden="true">
        “
      </span>
      <blockquote className={styles.quote}>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <InitialsAvatar initials={testimonial.avatar.initials} tone={testimonial.avatar.tone} />
        <span className={styles.who}>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.location}>{testimonial.location}, London</span>
        </span>
      </figcaption>
    </figure>
  )
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {direction === 'left' ? (
        <path d="M19 12H5m6-6-6 6 6 6" />
      ) : (
        <path d="M5 12h14m-6-6 6 6-6 6" />
      )}
    </svg>
  )
}
