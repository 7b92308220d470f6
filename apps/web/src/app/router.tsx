import { BrowserRouter, matchPath, Navigate, Route, Routes, useLocation } from 'react-router'
import { normalizeSectionLink } from '@sweet-art/domain/catalog'
import { paths, SECTIONS_SEGMENT } from '@/config/paths'
import { lazyNamed } from '@/lib/lazy-named'
import { RootLayout } from './layout/root-layout'
import { HomeRoute } from './routes/home'

// Every page but the home page is loaded on demand, so the first visit downloads only the shop front.
const AboutRoute = lazyNamed(() => import('./routes/about'), 'AboutRoute')
const ContactsRoute = lazyNamed(() => import('./routes/contacts'), 'ContactsRoute')
const FaqRoute = lazyNamed(() => import('./routes/faq'), 'FaqRoute')
const PriceRoute = lazyNamed(() => import('./routes/price'), 'PriceRoute')
const PrivacyPolicyRoute = lazyNamed(() => import('./routes/privacy-policy'), 'PrivacyPolicyRoute')
const TermsRoute = lazyNamed(() => import('./routes/terms'), 'TermsRoute')
const DeliveryRoute = lazyNamed(() => import('./routes/delivery'), 'DeliveryRoute')
const CustomMadeRoute = lazyNamed(() => import('./routes/custom-made'), 'CustomMadeRoute')
const TastingBoxRoute = lazyNamed(() => import('./routes/tasting-box'), 'TastingBoxRoute')
const SectionRoute = lazyNamed(() => import('./routes/section'), 'SectionRoute')
const ProductRoute = lazyNamed(() => import('./routes/product'), 'ProductRoute')
const CartRoute = lazyNamed(() => import('./routes/cart'), 'CartRoute')
const PaymentRoute = lazyNamed(() => import('./routes/payment'), 'PaymentRoute')
const OrderLinkRoute = lazyNamed(() => import('./routes/order-link'), 'OrderLinkRoute')
const AccountLayout = lazyNamed(() => import('./routes/account/account-layout'), 'AccountLayout')
const AccountProfileRoute = lazyNamed(
  () => import('./routes/account/profile'),
  'AccountProfileRoute',
)
const AccountOrdersRoute = lazyNamed(() => import('./routes/account/orders'), 'AccountOrdersRoute')
const AccountOrderRoute = lazyNamed(() => import('./routes/account/order'), 'AccountOrderRoute')
const AccountTransactionsRoute = lazyNamed(
  () => import('./routes/account/transactions'),
  'AccountTransactionsRoute',
)
// The back office is its own chunk: the storefront's bundle does not grow with it
// (docs/product.md › The back office).
const AdminApp = lazyNamed(() => import('@/features/admin/admin-app'), 'AdminApp')

// Section and product pages are where visitors from search and shared links land.
const LANDING_ROUTES = [
  { path: paths.section.path, page: SectionRoute },
  { path: paths.product.path, page: ProductRoute },
]

/**
 * Starts fetching the code of the landing page at `pathname` before React renders, instead of
 * after the saved state is restored and the layout has rendered; the route then finds it loaded.
 */
export function prefetchLandingRoute(pathname: string): void {
  const route = LANDING_ROUTES.find(({ path }) => matchPath(path, pathname) !== null)
  // A failed prefetch is not an error yet: the route's own import tries again and reports it.
  route?.page.preload().catch(() => undefined)
}

/** The route table (docs/product.md › Pages), inside whatever router the caller provides. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path={paths.about.path} element={<AboutRoute />} />
        <Route path={paths.contacts.path} element={<ContactsRoute />} />
        <Route path={paths.faq.path} element={<FaqRoute />} />
        <Route path={paths.price.path} element={<PriceRoute />} />
        <Route path={paths.privacyPolicy.path} element={<PrivacyPolicyRoute />} />
        <Route path={paths.terms.path} element={<TermsRoute />} />
        <Route path={paths.delivery.path} element={<DeliveryRoute />} />
        <Route path={paths.customMade.path} element={<CustomMadeRoute />} />
        <Route path={paths.tastingBox.path} element={<TastingBoxRoute />} />
        <Route path={paths.section.path} element={<SectionRoute />} />
        <Route path={paths.product.path} element={<ProductRoute />} />
        <Route path={paths.cart.path} element={<CartRoute />} />
        <Route path={paths.cartAction.path} element={<CartRoute />} />
        <Route path={paths.payment.path} element={<PaymentRoute />} />
        <Route path={paths.orderLink.path} element={<OrderLinkRoute />} />
        <Route path={paths.account.path} element={<AccountLayout />}>
          <Route index element={<Navigate to={paths.accountOrders.getHref()} replace />} />
          <Route path={paths.accountProfile.path} element={<AccountProfileRoute />} />
          <Route path={paths.accountOrders.path} element={<AccountOrdersRoute />} />
          <Route path={paths.accountOrder.path} element={<AccountOrderRoute />} />
          <Route path={paths.accountOrderById.path} element={<AccountOrderRoute />} />
          <Route path={paths.accountTransactions.path} element={<AccountTransactionsRoute />} />
        </Route>
        <Route path={paths.admin.path} element={<AdminApp />} />
        <Route path="*" element={<UnknownPathRedirect />} />
      </Route>
    </Routes>
  )
}

/** The app's router for the browser. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}

/**
 * Unknown paths go home (docs/product.md › Pages). One exception: a section link written without
 * its leading slash (`sections/{id}`) resolves against the current page, e.g. `/about/sections/3`;
 * its `sections/…` tail is the page that was meant.
 */
function UnknownPathRedirect() {
  const { pathname, search, hash } = useLocation()
  const at = pathname.lastIndexOf(SECTIONS_SEGMENT)
  if (at > 0) {
    const target = normalizeSectionLink(pathname.slice(at + 1))
    return <Navigate to={`${target}${search}${hash}`} replace />
  }
  return <Navigate to={paths.home.getHref()} replace />
}
