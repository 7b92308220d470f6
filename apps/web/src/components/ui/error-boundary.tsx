import { Component, type ReactNode } from 'react'
import { errorReferenceOf } from '@/lib/error-reference'
import { askAgainForFailedCode } from '@/lib/lazy-named'

/** A failure an error boundary caught: the error and the reference a customer can quote. */
export interface CaughtFailure {
  error: unknown
  reference: string
  /** Draws the boundary's children anew; a page whose file failed asks for it again. */
  retry: () => void
}

interface ErrorBoundaryProps {
  children: ReactNode
  /** What shows instead of the children once they failed. */
  fallback: (failure: CaughtFailure) => ReactNode
  /** A new value clears the failure and draws the children anew: the page's location, say. */
  resetKey?: unknown
  /** Called once the failure shows, e.g. to tell it in a toast when the fallback is nothing. */
  onFailure?: ((failure: CaughtFailure) => void) | undefined
}

interface ErrorBoundaryState {
  failed: Omit<CaughtFailure, 'retry'> | null
  resetKey: unknown
}

/**
 * Shows `fallback` instead of children that threw while drawn, or whose code did not load, so the
 * browser never shows a blank page (docs/product.md › When something fails). A small class of its
 * own rather than a library: error boundaries can only be classes, and this one is part of the
 * storefront's first download. Logs each failure with its reference.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: { error, reference: errorReferenceOf(error) } }
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown): void {
    const { failed } = this.state
    if (failed === null) return
    console.error(`Error reference ${failed.reference}`, error)
    // Shown now, so React is done drawing the failed part: when it is drawn again (Try again, a
    // new resetKey, a new mount) its file is asked for again.
    askAgainForFailedCode()
    this.props.onFailure?.({ ...failed, retry: this.retry })
  }

  private readonly retry = () => {
    this.setState({ failed: null })
  }

  override render(): ReactNode {
    const { failed } = this.state
    return failed === null
      ? this.props.children
      : this.props.fallback({ ...failed, retry: this.retry })
  }
}
