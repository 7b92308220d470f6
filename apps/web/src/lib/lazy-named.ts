import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react'

/** A component whose code loads on demand, and can be told to start loading before it renders. */
export type LazyComponent<Props extends object = object> = ((props: Props) => ReactElement) & {
  /** Starts loading the code; after a failure the next call or render tries again. */
  preload: () => Promise<ComponentType<Props>>
}

/** The props of a module's export `Name`, when that export is a component. */
type ExportProps<Module, Name extends keyof Module> =
  Module[Name] extends ComponentType<infer Props> ? Props & object : never

/**
 * `React.lazy` for a module with named exports (the house style has no default exports):
 * `lazyNamed(() => import('./about'), 'AboutRoute')`. Unlike `React.lazy`, a component whose code
 * has already arrived (preloaded, or rendered before) renders at once instead of suspending for a
 * turn, so a landing page's first render is the page, not its Suspense fallback and then the page.
 */
export function lazyNamed<
  Module extends Record<string, unknown>,
  Name extends keyof Module & string,
>(load: () => Promise<Module>, name: Name): LazyComponent<ExportProps<Module, Name>> {
  type Props = ExportProps<Module, Name>
  let loading: Promise<ComponentType<Props>> | undefined
  let loaded: ComponentType<Props> | undefined
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType<Props>),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Suspending = lazy(async () => ({ default: await preload() }))
  function LazyNamed(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [component] = useState<ComponentType<Props>>(() => loaded ?? Suspending)
    return createElement(component, props)
  }
  return Object.assign(LazyNamed, { preload })
}
