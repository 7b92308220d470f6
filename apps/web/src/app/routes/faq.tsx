import { useAppDelivery } from '@/features/app-options/hooks/use-app-delivery'
import { useLeadTimeWords } from '@/features/catalog/hooks/use-lead-time-words'
import { FaqPage } from '@/features/static-pages/components/faq-page'

export function FaqRoute() {
  return <FaqPage appDelivery={useAppDelivery()} leadTimes={useLeadTimeWords()?.shop} />
}
