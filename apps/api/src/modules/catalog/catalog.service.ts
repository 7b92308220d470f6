import { createHash } from 'node:crypto'
import type { Database } from '@sweet-art/db/database'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { compressedBody, type CompressedBody } from '../../lib/compressed-body'
import { createRefreshable, type Refreshable } from '../../lib/refreshable'
import type { InvalidationBus } from '../../providers/shared-state/shared-state'
import type { CatalogueChanges } from '@sweet-art/domain/crawling'
import { loadActiveCatalog, loadActiveChangeTimes, loadCatalog } from './catalog.repository'

/**
 * The catalogue as served: its JSON bytes, compressed at most once per change and encoding, when
 * a browser first asks for that encoding, and a strong ETag of them.
 */
export interface CatalogSnapshot {
  /** The same catalogue as objects, for the server's own pricing (docs/product.md › Product prices). */
  sections: Section[]
  /** When each section and product last changed, for the sitemap. */
  changes: CatalogueChanges
  /** The JSON, with its compressed copies made on demand. */
  body: CompressedBody
  etag: string
}

/** The active catalogue held in memory; refreshed whenever the catalogue changes. */
export type CatalogCache = Refreshable<CatalogSnapshot>

/** Builds the in-memory catalogue over the database; a refresh reaches every instance through `bus`. */
export function createCatalogCache(db: Database, bus: InvalidationBus): CatalogCache {
  return createRefreshable(
    async () => {
      const [sections, changes] = await Promise.all([
        loadActiveCatalog(db),
        loadActiveChangeTimes(db),
      ])
      const json = Buffer.from(JSON.stringify(sections))
      const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`
      return {
        sections,
        changes,
        body: compressedBody(json),
        etag,
      }
    },
    { topic: 'catalog', bus },
  )
}

/** The whole catalogue read fresh, hidden sections and products too: what the back office edits. */
export function loadWholeCatalog(db: Database): Promise<Section[]> {
  return loadCatalog(db, { includeInactive: true })
}
