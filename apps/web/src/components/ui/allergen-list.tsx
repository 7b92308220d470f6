import { Fragment } from 'react'
import { ALLERGEN_NAMES, CONTAINS_LABEL, type Allergen } from '@sweet-art/domain/allergens'
import styles from './allergen-list.module.css'

interface AllergenListProps {
  allergens: readonly Allergen[]
  className?: string | undefined
}

function BoldNames({ allergens }: { allergens: readonly Allergen[] }) {
  return allergens.map((name, index) => (
    <Fragment key={name}>
      {index > 0 && ', '}
      <strong className={styles.name}>{ALLERGEN_NAMES[name]}</strong>
    </Fragment>
  ))
}

/**
 * `Contains: Eggs, Milk` with each allergen in bold, as UK labels print them; nothing at all when
 * none is declared, so an empty list never reads as "free from" (docs/product.md › Allergens).
 */
export function ContainsLine({ allergens, className }: AllergenListProps) {
  if (allergens.length === 0) return null
  return (
    <p className={[styles.line, className].filter(Boolean).join(' ')}>
      {CONTAINS_LABEL}: <BoldNames allergens={allergens} />
    </p>
  )
}

/** The allergens alone, in bold, for a column headed Allergens; `None declared` when there are none (docs/product.md › Allergens). */
export function AllergenNames({ allergens }: { allergens: readonly Allergen[] }) {
  if (allergens.length === 0) return <span className={styles.none}>None declared</span>
  return <BoldNames allergens={allergens} />
}
