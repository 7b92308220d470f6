import { workingDaysInWords } from '@sweet-art/domain/unpaid-holds'
import { useAppDelivery } from '@/features/app-options/hooks/use-app-delivery'
import { useUnpaidHoldTerms } from '@/features/app-options/hooks/use-unpaid-hold-terms'
import { useLeadTimeWords } from '@/features/catalog/hooks/use-lead-time-words'
import { TermsPage } from '@/features/static-pages/components/terms-page'

export function TermsRoute() {
  return (
    <TermsPage
      appDelivery={useAppDelivery()}
      leadTimes={useLeadTimeWords()?.shop}
      invoiceDue={workingDaysInWords(useUnpaidHoldTerms().bankTransferWorkingDays)}
    />
  )
}
