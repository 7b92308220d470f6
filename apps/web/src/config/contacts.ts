// The shop's public profiles (docs/product.md › Header, footer and navigation: a social network, a
// photo-sharing page, reviews). Kept in one place so the footer, the contacts page and the
// thank-you modal agree.

export interface SocialLink {
  label: string
  href: string
  kind: 'instagram' | 'facebook' | 'reviews'
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/sweetart.london/', kind: 'instagram' },
  { label: 'Facebook', href: 'https://www.facebook.com/sweetart.london/', kind: 'facebook' },
  { label: 'Reviews', href: 'https://uk.trustpilot.com/review/sweetart.london', kind: 'reviews' },
]
