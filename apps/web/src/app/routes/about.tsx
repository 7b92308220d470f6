import { Page } from '../../components/ui/page'

export function AboutRoute() {
  return (
    <Page
      title="About Us"
      eyebrow="Our story"
      lead="A small London kitchen where every cake, cupcake and cookie is baked to order, by hand, for the day it is meant for."
    />
  )
}
