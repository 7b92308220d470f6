import type { PlaceDistance } from '@sweet-art/domain/schemas/maps'
import styles from './place-fields.module.css'

interface PlaceFactsProps {
  /** The driving distance from the kitchen, or null when it is unknown. */
  distance: PlaceDistance | null
  isCongestionZone: boolean
}

/** What a chosen place means for delivery (docs/product.md › Addresses): its distance and the congestion zone. */
export function PlaceFacts({ distance, isCongestionZone }: PlaceFactsProps) {
  return (
    <p className={styles.facts}>
      {distance && (
        <span>
          {`${distance.distance.toFixed(1)} miles from our kitchen`}
          {/* A place known only to its postcode district: the customer should not take it as exact. */}
          {distance.approximate && ' (approximate)'}
        </span>
      )}
      {isCongestionZone && <span className={styles.badge}>Congestion charge zone</span>}
    </p>
  )
}
