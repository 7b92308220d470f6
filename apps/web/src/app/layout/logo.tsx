import { Link } from 'react-router'
import logoUrl from '@/assets/brand/logo.svg'
import { paths } from '@/config/paths'
import styles from './logo.module.css'

/** The brand mark, always a way home (docs/product.md › Header, footer and navigation). */
export function Logo({ className }: { className?: string | undefined }) {
  return (
    <Link to={paths.home.getHref()} className={`${styles.logo} ${className ?? ''}`}>
      <img src={logoUrl} alt="Sweet Art" className={styles.image} width={223} height={64} />
    </Link>
  )
}
