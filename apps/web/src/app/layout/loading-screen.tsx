import { useEffect, useState } from 'react'
import loading1Url from '@/assets/brand/loading-1.webp'
import loading2Url from '@/assets/brand/loading-2.webp'
import loading3Url from '@/assets/brand/loading-3.webp'
import loading4Url from '@/assets/brand/loading-4.webp'

const FRAMES = [loading1Url, loading2Url, loading3Url, loading4Url]
/**
 * A first visit restores nothing and passes the loading screen within a few milliseconds: the
 * frames are requested only when the wait lasts longer, so they never queue ahead of the page's
 * own images on a slow connection.
 */
export const LOADING_FRAMES_DELAY_MS = 400

/**
 * Shown until the persisted state is restored (docs/product.md › Loading and restoring state). The
 * four images cycle over 4 s in CSS alone, so the animation runs even while the main thread is busy
 * restoring. index.html draws the same screen, without the images, until the app's code has
 * arrived, and carries its styles (loading-screen.css, written into the page's head by the build
 * and by the dev server).
 */
export function LoadingScreen() {
  const [isShowingFrames, setShowingFrames] = useState(false)

  useEffect(() => {
    const timer = window.setTimeout(() => setShowingFrames(true), LOADING_FRAMES_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <div className="loading-screen-frames" aria-hidden="true">
        {isShowingFrames &&
          FRAMES.map((src) => (
            <img
              key={src}
              src={src}
              alt=""
              className="loading-screen-frame"
              width={220}
              height={220}
            />
          ))}
      </div>
      <h1 className="loading-screen-title">Welcome to the product</h1>
      <p className="loading-screen-text">Please wait, app is loading...</p>
    </div>
  )
}
