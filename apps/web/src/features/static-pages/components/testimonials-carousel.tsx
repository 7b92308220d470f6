import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useEmblaWhenNear } from '@/components/ui/use-embla-when-near'
import { TESTIMONIALS, TESTIMONIALS_START_INDEX } from '../content/testimonials'
import { TestimonialsTrack } from './testimonials-track'

// Options live outside the component: Embla is set up once, with the object it was first given.
// Three slides per view on desktop and one on mobile come from the slide widths in CSS.
const OPTIONS: EmblaOptionsType = {
  loop: true,
  align: 'start',
  startIndex: TESTIMONIALS_START_INDEX,
  // A slide counts as shown only when most of it is, so a sliver at the edge stays hidden.
  inViewThreshold: 0.6,
}

const CAROUSEL_EVENTS = ['select', 'slidesInView', 'reInit'] as const

/** The testimonials carousel (docs/product.md › Home page): starts on slide 2, swipes, and has prev/next buttons. */
export function TestimonialsCarousel() {
  // Embla measures every slide as it starts: not in the commit that draws the block.
  const [viewportRef, api] = useEmblaWhenNear(OPTIONS)

  // The carousel is an external store: React reads its position whenever embla reports a move.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined
      for (const event of CAROUSEL_EVENTS) api.on(event, onChange)
      return () => {
        for (const event of CAROUSEL_EVENTS) api.off(event, onChange)
      }
    },
    [api],
  )
  const selectedIndex = useSyncExternalStore(subscribe, () => readSelected(api))
  // A string, not an array, so an unchanged answer is the same snapshot.
  const inViewKey = useSyncExternalStore(subscribe, () => readInView(api))
  const inView = useMemo(
    () => (inViewKey === '' ? null : new Set(inViewKey.split(',').map(Number))),
    [inViewKey],
  )

  return (
    <TestimonialsTrack
      testimonials={TESTIMONIALS}
      selectedIndex={selectedIndex}
      inView={inView}
      viewportRef={viewportRef}
      // Embla starts after the first render: until it has, the buttons stay disabled, as a click
      // then would be lost.
      controls={
        api && {
          onPrevious: () => api.scrollPrev(),
          onNext: () => api.scrollNext(),
          onPick: (index) => api.scrollTo(index),
        }
      }
    />
  )
}

function readSelected(api: EmblaCarouselType | undefined): number {
  return api ? api.selectedScrollSnap() : TESTIMONIALS_START_INDEX
}

function readInView(api: EmblaCarouselType | undefined): string {
  return api ? api.slidesInView().join(',') : ''
}
