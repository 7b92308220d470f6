import loading1Url from '../../assets/brand/loading-1.webp'
import loading2Url from '../../assets/brand/loading-2.webp'
import loading3Url from '../../assets/brand/loading-3.webp'
import loading4Url from '../../assets/brand/loading-4.webp'
import styles from './loading-screen.module.css'

const FRAMES = [loading1Url, loading2Url, loading3Url, loading4Url]

/**
 * Shown until the persisted state is restored (spec §1). The four images cycle over 4 s in CSS
 * alone, so the animation runs even while the main thread is busy restoring.
 */
export function LoadingScreen() {
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <div className={styles.frames} aria-hidden="true">
        {FRAMES.map((src) => (
          <img key={src} src={src} alt="" className={styles.frame} width={220} height={220} />
        ))}
      </div>
      <h1 className={styles.title}>Welcome to the product</h1>
      <p className={styles.text}>Please wait, app is loading...</p>
    </div>
  )
}
