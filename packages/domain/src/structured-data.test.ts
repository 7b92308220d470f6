import { expect, test } from 'vitest'
import { DEFAULT_APP_DELIVERY } from './shop-defaults'
import { faqEntries } from './shop-profile'
import { bakeryStructuredData, faqStructuredData, offerOf } from './structured-data'
import { makePrice } from './testing/fixtures'

const URL_OF_PAGE = 'https://sweetart.london/sections/s1/p1'
const made = { url: URL_OF_PAGE, availability: 'https://schema.org/MadeToOrder' }

test.each([
  [
    'one price',
    makePrice({ value: 12.5 }),
    { '@type': 'Offer', ...made, priceCurrency: 'GBP', price: '12.50' },
  ],
  [
    'variants',
    makePrice({
      type: 'variants',
      value: null,
      variants: [
        { cost: 65.5, unit: '9 inch' },
        { cost: 55, unit: '8 inch' },
      ],
    }),
    {
      '@type': 'AggregateOffer',
      ...made,
      priceCurrency: 'GBP',
      lowPrice: '55.00',
      highPrice: '65.50',
      offerCount: 2,
    },
  ],
  [
    'intervals',
    makePrice({
      type: 'interval',
      value: null,
      intervals: [
        { from: 12, to: 47, cost: 4.5 },
        { from: 48, to: 150, cost: 4 },
      ],
    }),
    {
      '@type': 'AggregateOffer',
      ...made,
      priceCurrency: 'GBP',
      lowPrice: '4.00',
      highPrice: '4.50',
      offerCount: 2,
    },
  ],
  [
    'a price on request',
    makePrice({ type: 'request', value: null, text: 'Ask us' }),
    { '@type': 'Offer', ...made },
  ],
  [
    'a custom price',
    makePrice({ type: 'custom', value: null, text: 'Quoted' }),
    { '@type': 'Offer', ...made },
  ],
  ['one price not set', makePrice({ value: null }), { '@type': 'Offer', ...made }],
])('%s is offered as %o', (_name, price, offer) => {
  expect(offerOf(price, URL_OF_PAGE)).toEqual(offer)
})

test('the bakery says where it is, when it answers and how to reach it', () => {
  const bakery = bakeryStructuredData({ origin: 'https://sweetart.london', imageUrl: null })
  expect(bakery).toMatchObject({
    '@type': 'Bakery',
    name: 'Sweet Art',
    url: 'https://sweetart.london/',
    email: 'hello@sweetart.london',
    address: { '@type': 'PostalAddress', addressLocality: 'Barking', addressCountry: 'GB' },
    openingHoursSpecification: [
      {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:00',
        closes: '18:00',
      },
    ],
  })
  expect(bakery).not.toHaveProperty('image')
  expect(
    bakeryStructuredData({ origin: 'https://sweetart.london', imageUrl: 'https://x/y.webp' }).image,
  ).toBe('https://x/y.webp')
})

test('the FAQ page holds the nine questions with their answers, quoting the live rates', () => {
  const faq = faqStructuredData(
    faqEntries(
      { ...DEFAULT_APP_DELIVERY, distanceRatio: 1.5, congestionPrice: 18 },
      'Everything can be delivered from tomorrow',
    ),
  )
  expect(faq['@type']).toBe('FAQPage')
  const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
  expect(questions).toHaveLength(9)
  expect(
    questions.find((question) => question.name.startsWith('Do you deliver'))?.acceptedAnswer.text,
  ).toContain('at £ 1.50 per mile')
  expect(questions.map((question) => question.acceptedAnswer.text).join(' ')).toContain(
    '£ 18.00 daily charge',
  )
})
