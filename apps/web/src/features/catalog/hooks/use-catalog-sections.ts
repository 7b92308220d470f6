import { useMemo } from 'react'
import { splitSections } from '@sweet-art/domain/catalog'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { useSectionsQuery } from '../api/get-sections'

const NO_SECTIONS: Section[] = []

/**
 * The catalogue as the storefront shows it (docs/product.md › Section page): `regular` for
 * navigation,
 * `treads` for the Special Offer, `sections` both together; empty while nothing is cached.
 */
export function useCatalogSections() {
  const { data, isPending } = useSectionsQuery()
  const split = useMemo(() => splitSections(data ?? NO_SECTIONS), [data])
  const sections = useMemo(() => [...split.regular, ...split.treads], [split])
  return { ...split, sections, isPending }
}
