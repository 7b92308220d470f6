import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { scrollThroughPage } from './helpers'

// The static pages with the figures they quote (docs/product.md › Pages; › Terms the pages quote), at both layouts.

const PAGES: { path: string; heading: string; texts: (string | RegExp)[] }[] = [
  {
    path: '/about',
    heading: 'About Us',
    texts: ['What our customers say', 'from £ 60.00'],
  },
  {
    path: '/contacts',
    heading: 'Contacts',
    texts: [
      'hello@sweetart.london',
      'Monday to Friday, 10:00–18:00',
      /after 12:00 on Friday or at the weekend are answered on Monday/,
    ],
  },
  {
    path: '/f_a_q',
    heading: 'FAQ',
    texts: ['What flavours do you offer?', 'How quickly will you answer my email?'],
  },
  {
    path: '/price',
    heading: 'Prices',
    texts: [
      /cakes start from £ 60\.00/i,
      /boxes of 6, 9 or 12, from £ 4\.00 each/,
      /at least 12, from £ 4\.00 each/,
      '8″ + 6″',
      '9″ + 7″',
      '10″ + 8″',
      /payable within 3 working days/,
    ],
  },
  {
    path: '/privacy_policy',
    heading: 'Privacy Policy',
    texts: [
      /UK General Data Protection Regulation/,
      /not for children under 13/,
      /One session cookie/,
    ],
  },
  {
    path: '/terms',
    heading: 'Terms & Conditions',
    texts: [
      /we do not serve children under 13/,
      /preferably more than 7 days before/,
      /we charge 50% of the order value/,
      /less than 48 hours before delivery or collection, we cannot give a refund/,
      /maximum of \+5°C and eat it within 3 days/,
    ],
  },
  {
    path: '/delivery',
    heading: 'Delivery',
    texts: [
      /charged by location at £ 1\.25 per mile/,
      /Collection from our kitchen is always free/,
      'Saturday, Sunday and bank holidays',
      /£ 15\.00 daily charge/,
    ],
  },
  {
    path: '/custom_made',
    heading: 'Custom Made',
    texts: [
      /3 weeks’ notice for the Dessert Table and the Event & Corporate Treat Boxes/,
      'How it works',
    ],
  },
  {
    path: '/shop/tasting_box',
    heading: 'Tasting Box',
    texts: [/6 cupcakes, six flavours/i, 'from £ 24.00'],
  },
]

async function expectTexts(page: Page, texts: (string | RegExp)[]) {
  const main = page.getByRole('main')
  for (const text of texts) await expect(main.getByText(text).first()).toBeVisible()
}

for (const { path, heading, texts } of PAGES) {
  test(`${path} shows its heading, title and key texts`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(`${heading} · Sweet Art`)
    await expectTexts(page, texts)
  })
}

test('the FAQ page lists nine questions and the tasting answer leads to the tasting box', async ({
  page,
}) => {
  await page.goto('/f_a_q')
  const questions = page.getByRole('main').getByRole('button')
  await expect(questions).toHaveCount(9)
  const leadTime = page.getByRole('button', { name: 'How far in advance should I order?' })
  await expect(leadTime).toHaveAttribute('aria-expanded', 'false')
  await leadTime.click()
  await expect(leadTime).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(/Most of our bakes can be delivered from tomorrow/)).toBeVisible()

  const tasting = page.getByRole('button', { name: 'Can I taste your cakes before I order?' })
  await tasting.focus()
  await page.keyboard.press('Enter')
  await expect(tasting).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('link', { name: 'Tasting Box page' }).click()
  await expect(page).toHaveURL(/\/shop\/tasting_box$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tasting Box' })).toBeVisible()
})

test('the testimonials start on slide 2 and move with the keyboard', async ({ page, isMobile }) => {
  await page.goto('/about')
  const carousel = page.getByRole('region', { name: 'Customer testimonials' })
  // The carousel's code is asked for as the visitor scrolls near it; the placeholder shown until
  // it has loaded has disabled buttons.
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.getByRole('button', { name: 'Next testimonial' })).toBeEnabled()
  // Slides off screen are hidden from assistive technology, so the visible ones are the groups.
  const shown = carousel.getByRole('group')
  await expect(shown.first()).toHaveAccessibleName('2 of 9')
  await expect(shown).toHaveCount(isMobile ? 1 : 3)
  await expect(carousel.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute(
    'aria-current',
    'true',
  )

  await carousel.getByRole('button', { name: 'Next testimonial' }).focus()
  await page.keyboard.press('Enter')
  await expect(shown.first()).toHaveAccessibleName('3 of 9')
  await carousel.getByRole('button', { name: 'Previous testimonial' }).focus()
  await page.keyboard.press('Space')
  await expect(shown.first()).toHaveAccessibleName('2 of 9')
})

test('the home page tells its story blocks and the Enquiry button reaches /custom_made', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /brought to life/ })).toBeVisible()
  await scrollThroughPage(page)
  await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible()
  await expect(page.getByRole('link', { name: /read more about us/i })).toHaveAttribute(
    'href',
    '/about',
  )
  await expect(page.getByRole('link', { name: /read more about delivery/i })).toHaveAttribute(
    'href',
    '/delivery',
  )
  await expect(page.getByRole('link', { name: /read more in our faq/i })).toHaveAttribute(
    'href',
    '/f_a_q',
  )
  await expect(page.getByText('You can place an order from any part of the world')).toBeVisible()
  await page.getByRole('link', { name: 'Enquiry', exact: true }).click()
  await expect(page).toHaveURL(/\/custom_made$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Made' })).toBeVisible()
})

test('the custom made page leads to the Custom Made section', async ({ page }) => {
  await page.goto('/custom_made')
  await page.getByRole('link', { name: 'Browse Custom Made' }).click()
  await expect(page).toHaveURL(/\/sections\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Made' })).toBeVisible()
})
