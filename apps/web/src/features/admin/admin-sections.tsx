import type { ReactNode } from 'react'
import { lazyNamed } from '@/lib/lazy-named'

const OrdersBoardPage = lazyNamed(() => import('./orders/orders-board-page'), 'OrdersBoardPage')
const CataloguePage = lazyNamed(() => import('./catalog/catalogue-page'), 'CataloguePage')
const OptionsPage = lazyNamed(() => import('./options/options-page'), 'OptionsPage')
const ProductionSheetPage = lazyNamed(
  () => import('./orders/production-sheet-page'),
  'ProductionSheetPage',
)
const PaymentsPage = lazyNamed(() => import('./payments/payments-page'), 'PaymentsPage')
const ClientsArea = lazyNamed(() => import('./clients/clients-area'), 'ClientsArea')
const MailPage = lazyNamed(() => import('./mail/mail-page'), 'MailPage')
const HoldsPage = lazyNamed(() => import('./holds/holds-page'), 'HoldsPage')

/** One page of the back office: its path under `/admin`, its menu label and its page. */
export interface AdminSection {
  path: string
  label: string
  element: ReactNode
}

/** The back office's pages in menu order; the first one is where `/admin` opens (docs/product.md › The back office). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'orders', label: 'Orders', element: <OrdersBoardPage /> },
  { path: 'production', label: 'Production', element: <ProductionSheetPage /> },
  { path: 'payments', label: 'Payments', element: <PaymentsPage /> },
  { path: 'holds', label: 'Holds', element: <HoldsPage /> },
  { path: 'clients', label: 'Clients', element: <ClientsArea /> },
  { path: 'e-mail', label: 'E-mail', element: <MailPage /> },
  { path: 'catalogue', label: 'Catalogue', element: <CataloguePage /> },
  { path: 'options', label: 'Options', element: <OptionsPage /> },
]
