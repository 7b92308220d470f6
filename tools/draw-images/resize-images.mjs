// Writes the 400 px wide copy of every seed photo to seed/images/400/, so the storefront can
// offer phones a smaller file through srcset. Run after draw-images.mjs; the output is committed.
import { mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const SMALL_WIDTH = 400
const imagesDir = join(import.meta.dirname, '..', '..', 'packages', 'db', 'seed', 'images')
const smallDir = join(imagesDir, String(SMALL_WIDTH))
mkdirSync(smallDir, { recursive: true })

for (const name of readdirSync(imagesDir).filter((file) => file.endsWith('.webp'))) {
  await sharp(join(imagesDir, name))
    .resize({ width: SMALL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toFile(join(smallDir, name))
}
console.log(`wrote ${SMALL_WIDTH} px copies to ${smallDir}`)
