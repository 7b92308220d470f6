import { findCustomMadeSection } from '@sweet-art/domain/catalog'
import { workingDaysInWords } from '@sweet-art/domain/unpaid-holds'
import { paths } from '@/config/paths'
import { useUnpaidHoldTerms } from '@/features/app-options/hooks/use-unpaid-hold-terms'
import { useCatalogSections } from '@/features/catalog/hooks/use-catalog-sections'
import { useLeadTimeWords } from '@/features/catalog/hooks/use-lead-time-words'
import { CustomMadePage } from '@/features/static-pages/components/custom-made-page'

export function CustomMadeRoute() {
  const { sections } = useCatalogSections()
  const section = findCustomMadeSection(sections)
  return (
    <CustomMadePage
      customMadeHref={section && paths.section.getHref(section.id)}
      leadTimes={useLeadTimeWords()?.customMade}
      invoiceDue={workingDaysInWords(useUnpaidHoldTerms().bankTransferWorkingDays)}
    />
  )
}
