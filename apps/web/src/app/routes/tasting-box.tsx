import { useLeadTimeWords } from '@/features/catalog/hooks/use-lead-time-words'
import { TastingBoxPage } from '@/features/static-pages/components/tasting-box-page'

export function TastingBoxRoute() {
  return <TastingBoxPage leadTimes={useLeadTimeWords()?.customMade} />
}
