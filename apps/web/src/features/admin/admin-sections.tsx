import type { ReactNode } from 'react'
import { lazyNamed } from '../../lib/lazy-named'

const OrdersBoardPage = lazyNamed(() => import('./orders/orders-board-page'), 'OrdersBoardPage')

/** One page of the back office: its path under `/admin`, its menu label and its page. */
export interface AdminSection {
  path: string
  label: string
  element: ReactNode
}

/** The back office's pages in menu order; the first one is where `/admin` opens (issue 8). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'orders', label: 'Orders', element: <OrdersBoardPage /> },
]

/** The link to a back-office page. */
export function adminHref(sectionPath: string): string {
  return `/admin/${sectionPath}`
}
