import { workingDaysInWords } from '@sweet-art/domain/unpaid-holds'
import { useAppDelivery } from '@/features/app-options/hooks/use-app-delivery'
import { useUnpaidHoldTerms } from '@/features/app-options/hooks/use-unpaid-hold-terms'
import { useLeadTimeWords } from '@/features/catalog/hooks/use-lead-time-words'
import { PricePage } from '@/features/static-pages/components/price-page'

export function PriceRoute() {
  return (
    <PricePage
      appDelivery={useAppDelivery()}
      leadTimes={useLeadTimeWords()?.customMade}
      invoiceDue={workingDaysInWords(useUnpaidHoldTerms().bankTransferWorkingDays)}
    />
  )
}
