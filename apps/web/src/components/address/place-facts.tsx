import type { DeliveryDistance } from '@sweet-art/domain/schemas/orders'
import styles from './place-fields.module.css'

interface PlaceFactsProps {
  /** The driving distance from the kitchen, or null when it is unknown. */
  distance: DeliveryDistance | null
  isCongestionZone: boolean
}

/** What a chosen place means for delivery (spec §4): its distance and the congestion zone. */
export function PlaceFacts({ distance, isCongestionZone }: PlaceFactsProps) {
  return (
    <p className={styles.facts}>
      {distance && <span>{`${distance.distance.toFixed(1)} miles from our kitchen`}</span>}
      {isCongestionZone && <span className={styles.badge}>Congestion charge zone</span>}
    </p>
  )
}
