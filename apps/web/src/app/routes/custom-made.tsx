import { Page } from '../../components/ui/page'

export function CustomMadeRoute() {
  return (
    <Page
      title="Custom Made"
      eyebrow="Your idea, our craft"
      lead="Tell us about your celebration and we will design a cake that is yours alone. Please allow 3 to 6 weeks."
    />
  )
}
