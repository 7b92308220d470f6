import { Page } from '../../components/ui/page'

export function DeliveryRoute() {
  return (
    <Page
      title="Delivery"
      eyebrow="To your door"
      lead="We deliver across London and beyond, charged by distance at £1.25 per mile. Collection from our kitchen is free."
    />
  )
}
