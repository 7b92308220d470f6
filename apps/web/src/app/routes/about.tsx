import { useLeadTimeWords } from '@/features/catalog/hooks/use-lead-time-words'
import { AboutPage } from '@/features/static-pages/components/about-page'

export function AboutRoute() {
  return <AboutPage leadTimes={useLeadTimeWords()?.shop} />
}
