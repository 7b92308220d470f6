import { lazy, Suspense } from 'react'
import { findCustomMadeSection } from '@sweet-art/domain/catalog'
import { HOME_DESCRIPTION, HOME_TITLE } from '@sweet-art/domain/shop-profile'
import { paths } from '@/config/paths'
import { useAppDelivery } from '@/features/app-options/hooks/use-app-delivery'
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart'
import { useCatalogSections } from '@/features/catalog/hooks/use-catalog-sections'
import { Hero } from '@/features/home/components/hero'
import { usePageMeta } from '@/lib/page-meta'
import styles from './home.module.css'

// Everything under the hero, and the carousel library it needs, arrives after the first paint:
// the first visit downloads only the hero's code (initial bundle budget,
// docs/product.md › Speed and resilience).
const HomeCatalogBlocks = lazy(() =>
  import('@/features/home/components/home-catalog-blocks').then((module) => ({
    default: module.HomeCatalogBlocks,
  })),
)
const loadStoryBlocks = () => import('@/features/static-pages/components/home-blocks')
const AboutUsBlock = lazy(() => loadStoryBlocks().then((m) => ({ default: m.AboutUsBlock })))
const DeliveryBlock = lazy(() => loadStoryBlocks().then((m) => ({ default: m.DeliveryBlock })))
const TestimonialsBlock = lazy(() =>
  loadStoryBlocks().then((m) => ({ default: m.TestimonialsBlock })),
)
const GiftBlock = lazy(() => loadStoryBlocks().then((m) => ({ default: m.GiftBlock })))
const HomeFaqBlock = lazy(() => loadStoryBlocks().then((m) => ({ default: m.HomeFaqBlock })))

export function HomeRoute() {
  usePageMeta({ title: HOME_TITLE, description: HOME_DESCRIPTION })
  const { sections, regular, treads } = useCatalogSections()
  const addToCart = useAddToCart()
  const appDelivery = useAppDelivery()
  const customMade = findCustomMadeSection(sections)
  // Until the catalogue is known the enquiry page is the closest thing to the Custom Made section.
  const customMadeHref = customMade
    ? paths.section.getHref(customMade.id)
    : paths.customMade.getHref()

  return (
    <>
      <Hero customMadeHref={customMadeHref} />
      {/* One boundary, so the blocks appear together and always in their order (docs/product.md › Home page). */}
      <Suspense fallback={<div className={styles.blocksFallback} aria-busy="true" />}>
        <HomeCatalogBlocks regular={regular} treads={treads} onAddToCart={addToCart} />
        <AboutUsBlock />
        <DeliveryBlock appDelivery={appDelivery} />
        <TestimonialsBlock />
        <GiftBlock />
        <HomeFaqBlock appDelivery={appDelivery} />
      </Suspense>
    </>
  )
}
