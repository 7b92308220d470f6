import { PricePage } from '../../features/static-pages/components/price-page'

export function PriceRoute() {
  return <PricePage />
}
