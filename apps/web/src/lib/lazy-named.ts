import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react'
import { reloadForNewBuild } from './reload-for-new-build'

/** A component whose code loads on demand, and can be told to start loading before it renders. */
export type LazyComponent<Props extends object = object> = ((props: Props) => ReactElement) & {
  /** Starts loading the code; after a failure the next call or render tries again. */
  preload: () => Promise<ComponentType<Props>>
}

/**
 * A file of the app that did not arrive, even on a second try: the connection dropped, or a deploy
 * replaced it. The error boundaries tell it apart from a page that broke (docs/product.md › When
 * something fails).
 */
export class CodeLoadError extends Error {
  constructor(cause: unknown) {
    super('A file of the app could not be loaded', { cause })
    this.name = 'CodeLoadError'
  }
}

/** The props of a module's export `Name`, when that export is a component. */
type ExportProps<Module, Name extends keyof Module> =
  Module[Name] extends ComponentType<infer Props> ? Props & object : never

// Lazy components whose file failed. React keeps a lazy component's failure for good, and draws it
// again at once after it fails: replaced then, it would ask for the file a third and a fourth time
// before the failure could show. It is replaced once an error boundary shows the failure.
const failedComponents = new Set<() => void>()

/**
 * Lets every component whose file failed ask for it again on its next mount (Try again, going to
 * the page again); an error boundary calls it once it shows the failure
 * (docs/product.md › When something fails).
 */
export function askAgainForFailedCode(): void {
  for (const renew of failedComponents) renew()
  failedComponents.clear()
}

// A page that will not settle: the browser is leaving it for the new build.
const UNTIL_RELOADED = new Promise<never>(() => undefined)

/**
 * Loads a file, asking once more when it fails (a phone's connection blinks), then, when a deploy
 * replaced it, reloads the page for the new build (docs/product.md › When something fails).
 */
async function loadTwice<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load()
  } catch {
    try {
      return await load()
    } catch (error) {
      if (await reloadForNewBuild()) return UNTIL_RELOADED
      throw new CodeLoadError(error)
    }
  }
}

/**
 * `React.lazy` for a module with named exports (the house style has no default exports):
 * `lazyNamed(() => import('./about'), 'AboutRoute')`. Unlike `React.lazy`, a component whose code
 * has already arrived (preloaded, or rendered before) renders at once instead of suspending for a
 * turn, so a landing page's first render is the page, not its Suspense fallback and then the page.
 * A file that fails is asked for a second time before the error goes to the nearest error boundary
 * as a `CodeLoadError`; after `askAgainForFailedCode` the component's next mount asks again.
 */
export function lazyNamed<
  Module extends Record<string, unknown>,
  Name extends keyof Module & string,
>(load: () => Promise<Module>, name: Name): LazyComponent<ExportProps<Module, Name>> {
  type Props = ExportProps<Module, Name>
  let loading: Promise<ComponentType<Props>> | undefined
  let loaded: ComponentType<Props> | undefined
  const preload = () => {
    loading ??= loadTwice(load).then(
      (module) => (loaded = module[name] as ComponentType<Props>),
      (error: unknown) => {
        loading = undefined
        failedComponents.add(renew)
        throw error
      },
    )
    return loading
  }
  const suspendingUntilLoaded = () => lazy(async () => ({ default: await preload() }))
  let suspending = suspendingUntilLoaded()
  const renew = () => {
    suspending = suspendingUntilLoaded()
  }
  function LazyNamed(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [component] = useState<ComponentType<Props>>(() => loaded ?? suspending)
    return createElement(component, props)
  }
  return Object.assign(LazyNamed, { preload })
}
