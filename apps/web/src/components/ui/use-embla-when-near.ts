import { useCallback, useEffect, useState, type RefCallback } from 'react'
import { flushSync } from 'react-dom'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useStartWhenNear } from './use-start-when-near'

/**
 * Embla on the carousel's viewport, started once the viewport comes within a quarter of a screen
 * (`useStartWhenNear`), with Embla's code asked for only then: a carousel under the first screen
 * costs a visitor who does not scroll to it neither the download nor the set-up
 * (docs/decisions/028-no-code-a-page-does-not-show-yet.md). Until Embla has started,
 * `api` is undefined, and the carousel shows its slides without its controls.
 *
 * `options` must keep its identity between renders (a constant, or memoised): Embla is set up once
 * per viewport, with the options it had then.
 */
export function useEmblaWhenNear(
  options: EmblaOptionsType,
): [RefCallback<HTMLDivElement>, EmblaCarouselType | undefined] {
  const [api, setApi] = useState<EmblaCarouselType>()

  const start = useCallback(
    (viewport: HTMLDivElement) => {
      import('embla-carousel')
        .then(({ default: EmblaCarousel }) => {
          // Carousels that came near together wait for the same file and would all be set up in
          // the task that delivers it: each gets a task of its own, as `useStartWhenNear` gives it.
          window.setTimeout(() => {
            // The carousel left the page while its code was on the way.
            if (!viewport.isConnected) return
            const instance = EmblaCarousel(viewport, options)
            // Embla's set-up and the render of the controls it enables, in one task.
            flushSync(() => setApi(instance))
          }, 0)
        })
        // Without its code the carousel still shows its first slides; the next page load asks again.
        .catch(() => undefined)
    },
    [options],
  )

  useEffect(() => () => api?.destroy(), [api])

  return [useStartWhenNear(start), api]
}
