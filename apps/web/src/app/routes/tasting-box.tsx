import { Page } from '../../components/ui/page'

export function TastingBoxRoute() {
  return (
    <Page
      title="Tasting Box"
      eyebrow="Try before you choose"
      lead="A box of our signature flavours, so you can pick the one for your big day."
    />
  )
}
