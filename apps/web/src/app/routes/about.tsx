import { AboutPage } from '@/features/static-pages/components/about-page'

export function AboutRoute() {
  return <AboutPage />
}
