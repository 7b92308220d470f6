import { Link } from 'react-router'
import heroSmallUrl from '@/assets/brand/hero-1120.webp'
import heroUrl from '@/assets/brand/hero.webp'
import buttonStyles from '@/components/ui/button.module.css'
import { HERO_SIZES, HERO_SOURCES } from '@/config/landing-photos'
import styles from './hero.module.css'

const [SMALL, FULL] = HERO_SOURCES
const HERO_SRCSET = `${heroSmallUrl} ${String(SMALL.width)}w, ${heroUrl} ${String(FULL.width)}w`

/** The hero's tagline, word for word (docs/product.md › Home page). */
const HERO_TAGLINE =
  'Step into a world of mouthwatering confections that will make your celebrations truly unforgettable'

interface HeroProps {
  /** Where the Custom Made button leads: the section titled Custom Made (docs/product.md › Home page). */
  customMadeHref: string
}

/** The first block of the home page (docs/product.md › Home page). */
export function Hero({ customMadeHref }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <img
        src={heroUrl}
        srcSet={HERO_SRCSET}
        sizes={HERO_SIZES}
        alt=""
        className={styles.image}
        fetchPriority="high"
      />
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.eyebrow}>Made to order in London</p>
        <h1 id="hero-title" className={styles.title}>
          Your sweetest ideas, <em>brought to life</em>
        </h1>
        <p className={styles.tagline}>{HERO_TAGLINE}</p>
        <Link to={customMadeHref} className={buttonStyles.gold}>
          Custom Made
        </Link>
      </div>
    </section>
  )
}
