import { Page } from '../../components/ui/page'

export function PrivacyPolicyRoute() {
  return (
    <Page
      title="Privacy Policy"
      eyebrow="Your data"
      lead="What we keep about you, why we keep it and for how long. We do not serve children under 13."
    />
  )
}
