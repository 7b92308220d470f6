import { useEffect } from 'react'
import { create } from 'zustand'

interface PageCrumb {
  pathname: string
  label: string
}

const usePageCrumbStore = create<{ crumb: PageCrumb | null }>(() => ({ crumb: null }))

/**
 * Lets a page whose address ends in an id or a signed token (a payment, an order link) name its own
 * last breadcrumb, the order's number, once it knows it; the label leaves with the page.
 */
export function useNamePageCrumb(pathname: string, label: string | null): void {
  useEffect(() => {
    if (label === null) return
    usePageCrumbStore.setState({ crumb: { pathname, label } })
    return () => usePageCrumbStore.setState({ crumb: null })
  }, [pathname, label])
}

/** The label the page at `pathname` gave its last breadcrumb, or null. */
export function usePageCrumbLabel(pathname: string): string | null {
  return usePageCrumbStore((state) =>
    state.crumb?.pathname === pathname ? state.crumb.label : null,
  )
}
