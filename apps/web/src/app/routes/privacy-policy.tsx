import { PrivacyPolicyPage } from '@/features/static-pages/components/privacy-policy-page'

export function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />
}
