import { lazy, type ComponentType } from 'react'

/**
 * `React.lazy` for a module with named exports (the house style has no default exports):
 * `lazyNamed(() => import('./about'), 'AboutRoute')`.
 */
export function lazyNamed<Module extends Record<string, unknown>>(
  load: () => Promise<Module>,
  name: keyof Module & string,
) {
  return lazy(async () => {
    const module = await load()
    return { default: module[name] as ComponentType }
  })
}
