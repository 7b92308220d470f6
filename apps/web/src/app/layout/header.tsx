import { Suspense, useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { PART_DID_NOT_LOAD } from '@sweet-art/domain/messages'
import { MOBILE_BREAKPOINT_PX } from '@/config/layout'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { CartIcon, CloseIcon, MenuIcon, ProfileIcon } from '@/components/ui/icons'
import { showToast } from '@/components/ui/toast-store'
import { paths } from '@/config/paths'
import { prefetchAuthModal } from '@/features/auth/components/auth-modal-loader'
import { useSessionUser } from '@/features/auth/hooks/use-session'
import { useAuthModalStore } from '@/features/auth/stores/auth-modal-store'
import { useCartProductCount } from '@/features/cart/hooks/use-cart-product-count'
import { useCatalogSections } from '@/features/catalog/hooks/use-catalog-sections'
import { lazyNamed } from '@/lib/lazy-named'
import { useScrollLock } from '@/lib/scroll-lock'
import { Logo } from './logo'
import styles from './header.module.css'

// The overlay is drawn only while open, and most visits never open it: its code arrives when the
// menu button is first reached (pointer or focus) or pressed, not with every page.
const MobileMenu = lazyNamed(() => import('./mobile-menu'), 'MobileMenu')

function prefetchMobileMenu(): void {
  // A failed prefetch is not an error yet: opening the menu tries again and reports it.
  MobileMenu.preload().catch(() => undefined)
}

/** Site header (docs/product.md › Header, footer and navigation): logo, section links, Contacts, cart with its count, profile, and the mobile menu. */
export function Header() {
  const { regular } = useCatalogSections()
  const productCount = useCartProductCount()
  const openAuthModal = useAuthModalStore((state) => state.setTab)
  const user = useSessionUser()
  const location = useLocation()

  const [isMenuOpen, setMenuOpen] = useState(false)
  // The menu closes on route change (docs/product.md › Header, footer and navigation). Adjusting
  // state while rendering (rather than in an effect) closes it in the same paint as the new page;
  // `key` changes even for the same path.
  const [menuLocationKey, setMenuLocationKey] = useState(location.key)
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key)
    setMenuOpen(false)
  }
  useScrollLock(isMenuOpen)

  useEffect(() => {
    // Growing the window past the breakpoint hides the overlay; do not leave the page locked behind it.
    const query = window.matchMedia(`(min-width: ${String(MOBILE_BREAKPOINT_PX + 1)}px)`)
    const closeOnDesktop = () => {
      if (query.matches) setMenuOpen(false)
    }
    query.addEventListener('change', closeOnDesktop)
    return () => query.removeEventListener('change', closeOnDesktop)
  }, [])

  const cartLabel = `Cart, ${String(productCount)} ${productCount === 1 ? 'product' : 'products'}`

  return (
    <>
      <header className={styles.header}>
        <div className={styles.inner}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onPointerEnter={prefetchMobileMenu}
            onFocus={prefetchMobileMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <CloseIcon size={26} /> : <MenuIcon size={26} />}
          </button>

          <Logo className={styles.logo} />

          <nav className={styles.nav} aria-label="Main">
            <ul className={styles.navList}>
              {regular.map((section) => (
                <li key={section.id}>
                  <NavLink to={paths.section.getHref(section.id)} className={navLinkClass}>
                    {section.title}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to={paths.contacts.getHref()} className={navLinkClass}>
                  Contacts
                </NavLink>
              </li>
            </ul>
          </nav>

          <div className={styles.actions}>
            <Link to={paths.cart.getHref()} className={styles.iconButton} aria-label={cartLabel}>
              <CartIcon size={26} />
              {productCount > 0 && (
                <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
                  {productCount}
                </span>
              )}
            </Link>
            {/* A client goes to their orders, a visitor is offered the login (docs/product.md › Header, footer and navigation). */}
            {user ? (
              <Link
                to={paths.accountOrders.getHref()}
                className={styles.iconButton}
                aria-label="Profile"
              >
                <ProfileIcon size={26} />
              </Link>
            ) : (
              <button
                type="button"
                className={styles.iconButton}
                aria-label="Profile"
                aria-haspopup="dialog"
                onPointerEnter={prefetchAuthModal}
                onFocus={prefetchAuthModal}
                onClick={() => openAuthModal('login')}
              >
                <ProfileIcon size={26} />
              </button>
            )}
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would make it the box a fixed overlay is placed in.
          A menu whose code did not arrive closes and says so; the next press asks again
          (docs/product.md › When something fails). */}
      {isMenuOpen && (
        <ErrorBoundary
          fallback={() => null}
          onFailure={() => {
            showToast(PART_DID_NOT_LOAD, 'error')
            setMenuOpen(false)
          }}
        >
          <Suspense fallback={null}>
            <MobileMenu id="mobile-menu" isOpen sections={regular} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.navLink ?? ''} ${styles.active ?? ''}` : (styles.navLink ?? '')
}
