import { TastingBoxPage } from '@/features/static-pages/components/tasting-box-page'

export function TastingBoxRoute() {
  return <TastingBoxPage />
}
