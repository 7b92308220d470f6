import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react'

/** A component whose code loads on demand, and can be told to start loading before it renders. */
export type LazyComponent = (() => ReactElement) & {
  /** Starts loading the code; after a failure the next call or render tries again. */
  preload: () => Promise<ComponentType>
}

/**
 * `React.lazy` for a module with named exports (the house style has no default exports):
 * `lazyNamed(() => import('./about'), 'AboutRoute')`. Unlike `React.lazy`, a component whose code
 * has already arrived (preloaded, or rendered before) renders at once instead of suspending for a
 * turn, so a landing page's first render is the page, not its Suspense fallback and then the page.
 */
export function lazyNamed<Module extends Record<string, unknown>>(
  load: () => Promise<Module>,
  name: keyof Module & string,
): LazyComponent {
  let loading: Promise<ComponentType> | undefined
  let loaded: ComponentType | undefined
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Suspending = lazy(async () => ({ default: await preload() }))
  function LazyNamed() {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [component] = useState<ComponentType>(() => loaded ?? Suspending)
    return createElement(component)
  }
  return Object.assign(LazyNamed, { preload })
}
