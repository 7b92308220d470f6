import { Suspense, useEffect } from 'react'
import { findCustomMadeSection } from '@sweet-art/domain/catalog'
import { HOME_DESCRIPTION, HOME_TITLE } from '@sweet-art/domain/shop-profile'
import { RevealInTurn } from '@/components/ui/reveal-in-turn'
import { paths } from '@/config/paths'
import { useAppDelivery } from '@/features/app-options/hooks/use-app-delivery'
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart'
import { useCatalogSections } from '@/features/catalog/hooks/use-catalog-sections'
import { useLeadTimeWords } from '@/features/catalog/hooks/use-lead-time-words'
import { Hero } from '@/features/home/components/hero'
import { lazyNamed } from '@/lib/lazy-named'
import { usePageMeta } from '@/lib/page-meta'
import styles from './home.module.css'

// Everything under the hero, and the carousel library it needs, arrives after the first paint:
// the first visit downloads only the hero's code (initial bundle budget,
// docs/product.md › Speed and resilience).
const loadCatalogBlocks = () => import('@/features/home/components/home-catalog-blocks')
const loadStoryBlocks = () => import('@/features/static-pages/components/home-blocks')
const OurProducts = lazyNamed(loadCatalogBlocks, 'OurProducts')
const SpecialOffer = lazyNamed(loadCatalogBlocks, 'SpecialOffer')
const AboutUsBlock = lazyNamed(loadStoryBlocks, 'AboutUsBlock')
const DeliveryBlock = lazyNamed(loadStoryBlocks, 'DeliveryBlock')
const TestimonialsBlock = lazyNamed(loadStoryBlocks, 'TestimonialsBlock')
const GiftBlock = lazyNamed(loadStoryBlocks, 'GiftBlock')
const HomeFaqBlock = lazyNamed(loadStoryBlocks, 'HomeFaqBlock')

// The blocks by the file their code is in. Asking for a file adds Vite's preload links for it and
// its imports, a few milliseconds of the main thread each on a slow phone: each file is asked
// for in a task of its own, not in the commit of the page (decision 025).
const LOWER_BLOCK_FILES = [
  [OurProducts, SpecialOffer],
  [AboutUsBlock, DeliveryBlock, TestimonialsBlock, GiftBlock, HomeFaqBlock],
]

/** Starts loading the lower blocks' code once the page has been drawn; returns the cancel. */
function startLoadingLowerBlocks(): () => void {
  const timers = LOWER_BLOCK_FILES.map((blocks) =>
    window.setTimeout(() => {
      // A failure shows when the block renders: its own import tries again and reports it.
      for (const block of blocks) block.preload().catch(() => undefined)
    }, 0),
  )
  return () => {
    for (const timer of timers) window.clearTimeout(timer)
  }
}

function OurProductsBlock() {
  return <OurProducts regular={useCatalogSections().regular} />
}

/** The offers with the cart they add to. */
function SpecialOfferBlock() {
  const { treads } = useCatalogSections()
  return <SpecialOffer treads={treads} onAddToCart={useAddToCart()} />
}

/** The blocks that quote delivery rates and notice read the shop's live settings and catalogue themselves. */
function DeliveryBlockWithRates() {
  return <DeliveryBlock appDelivery={useAppDelivery()} leadTimes={useLeadTimeWords()?.shop} />
}

function HomeFaqBlockWithRates() {
  return <HomeFaqBlock appDelivery={useAppDelivery()} leadTimes={useLeadTimeWords()?.shop} />
}

const BLOCKS_PLACEHOLDER = <div className={styles.blocksFallback} aria-busy="true" />

// Made once: when the home page renders again (the catalogue arrived), the blocks already shown
// are the same elements and React skips them, rather than rendering them all again at once.
const LOWER_BLOCKS = [
  <OurProductsBlock key="products" />,
  <SpecialOfferBlock key="offers" />,
  <AboutUsBlock key="about" />,
  <DeliveryBlockWithRates key="delivery" />,
  <TestimonialsBlock key="testimonials" />,
  <GiftBlock key="gift" />,
  <HomeFaqBlockWithRates key="faq" />,
]

export function HomeRoute() {
  usePageMeta({ title: HOME_TITLE, description: HOME_DESCRIPTION })
  const { sections, isPending } = useCatalogSections()
  const customMade = findCustomMadeSection(sections)
  // Until the catalogue is known the enquiry page is the closest thing to the Custom Made section.
  const customMadeHref = customMade
    ? paths.section.getHref(customMade.id)
    : paths.customMade.getHref()

  useEffect(startLoadingLowerBlocks, [])

  return (
    <>
      <Hero customMadeHref={customMadeHref} />
      {/* The blocks appear always in their order (docs/product.md › Home page), one at a time from
          the moment the catalogue is known, so none has to render again when it arrives. Until the
          last has, a screen's height holds the footer out of sight (layout shift, decision 024). */}
      <Suspense fallback={BLOCKS_PLACEHOLDER}>
        <RevealInTurn ready={!isPending} placeholder={BLOCKS_PLACEHOLDER}>
          {LOWER_BLOCKS}
        </RevealInTurn>
      </Suspense>
    </>
  )
}
