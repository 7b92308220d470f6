import { Fragment, useMemo } from 'react'
import { Link, useLocation } from 'react-router'
import { buildBreadcrumbs } from '@sweet-art/domain/breadcrumbs'
import { paths } from '@/config/paths'
import { useCatalogSections } from '@/features/catalog/hooks/use-catalog-sections'
import { usePageCrumbLabel } from './page-crumb-store'
import styles from './secondary-header.module.css'

/** The band under the header with the breadcrumbs (docs/product.md › Header, footer and navigation); the home page has none. */
export function SecondaryHeader() {
  const { pathname } = useLocation()
  const { sections } = useCatalogSections()
  const pageLabel = usePageCrumbLabel(pathname)
  const crumbs = useMemo(
    () => buildBreadcrumbs(pathname, sections, pageLabel),
    [pathname, sections, pageLabel],
  )

  if (pathname === paths.home.path) return null

  return (
    <div className={styles.band}>
      <nav aria-label="Breadcrumbs" className={styles.inner}>
        <ol className={styles.list}>
          {crumbs.map((crumb, index) => {
            const isLast = index === crumbs.length - 1
            return (
              <Fragment key={crumb.path}>
                <li className={styles.item}>
                  {isLast ? (
                    <span aria-current="page" className={styles.current}>
                      {crumb.label}
                    </span>
                  ) : (
                    <Link to={crumb.path} className={styles.link}>
                      {crumb.label}
                    </Link>
                  )}
                </li>
                {!isLast && (
                  <li className={styles.separator} aria-hidden="true">
                    /
                  </li>
                )}
              </Fragment>
            )
          })}
        </ol>
      </nav>
    </div>
  )
}
