import { Page } from '../../components/ui/page'

export function PriceRoute() {
  return (
    <Page
      title="Prices"
      eyebrow="What things cost"
      lead="Cakes from £60.00. Cupcakes in boxes of 6, 9 or 12 from £4.00 each. Cake pops and glazed cookies from £4.00 each, with a minimum of 12."
    />
  )
}
