import { useMemo } from 'react'
import { findCustomMadeSection, splitSections } from '@sweet-art/domain/catalog'
import { describeLeadTimes, describeShopLeadTimes } from '@sweet-art/domain/lead-times'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { useSectionsQuery } from '../api/get-sections'

/** The notice the live catalogue's products need, in the words the pages quote. */
export interface LeadTimeWords {
  /** Every product the storefront offers. */
  shop: string
  /** The Custom Made section's bespoke designs; the shop's words when it has none. */
  customMade: string
}

function leadTimeWordsOf(catalogue: readonly Section[]): LeadTimeWords {
  const shop = describeShopLeadTimes(catalogue)
  const bespoke = findCustomMadeSection(splitSections(catalogue).regular)?.products ?? []
  return { shop, customMade: bespoke.length > 0 ? describeLeadTimes(bespoke) : shop }
}

/**
 * What the pages say of notice, from the lead times the baker set (docs/product.md › Terms the
 * pages quote); undefined until the catalogue is known, or if it could not be loaded, so a page
 * never promises tomorrow for a catalogue it has not seen.
 */
export function useLeadTimeWords(): LeadTimeWords | undefined {
  const { data } = useSectionsQuery()
  return useMemo(() => (data ? leadTimeWordsOf(data) : undefined), [data])
}
