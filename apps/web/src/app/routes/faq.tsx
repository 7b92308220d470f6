import { Page } from '../../components/ui/page'

export function FaqRoute() {
  return (
    <Page
      title="FAQ"
      eyebrow="Good to know"
      lead="Flavours, lead times, tastings, delivery and collection: the answers to the questions we hear most."
    />
  )
}
