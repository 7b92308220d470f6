// The fields schema.org's consumers (Google's rich results among them) require of each type the
// shop writes, checked on parsed JSON-LD: a list of what is missing or wrong, empty when valid.

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isAbsoluteUrl = (value: unknown): boolean => isText(value) && /^https?:\/\/[^/]/.test(value)
const isAmount = (value: unknown): boolean =>
  (isText(value) && /^\d+(\.\d+)?$/.test(value)) || typeof value === 'number'

function offerProblems(offer: unknown): string[] {
  if (!isNode(offer)) return ['offers is not an object']
  const problems: string[] = []
  if (!isAbsoluteUrl(offer.availability)) problems.push('offer has no availability')
  if (offer['@type'] === 'AggregateOffer') {
    if (!isAmount(offer.lowPrice)) problems.push('aggregate offer has no lowPrice')
    if (offer.priceCurrency !== 'GBP') problems.push('aggregate offer is not in GBP')
  } else if (offer['@type'] === 'Offer') {
    // A price on request has no price; a price needs its currency.
    if ('price' in offer && (!isAmount(offer.price) || offer.priceCurrency !== 'GBP'))
      problems.push('offer price is not an amount in GBP')
  } else problems.push(`offers is a ${String(offer['@type'])}`)
  return problems
}

function typeProblems(node: Node): string[] {
  switch (node['@type']) {
    case 'Product':
      return [
        ...(isText(node.name) ? [] : ['product has no name']),
        ...(Array.isArray(node.image) && node.image.every(isAbsoluteUrl)
          ? []
          : ['product images are not absolute URLs']),
        ...offerProblems(node.offers),
      ]
    case 'BreadcrumbList': {
      const items = Array.isArray(node.itemListElement) ? node.itemListElement : []
      if (items.length === 0) return ['breadcrumb list is empty']
      return items.flatMap((item: unknown, index) =>
        isNode(item) &&
        item['@type'] === 'ListItem' &&
        item.position === index + 1 &&
        isText(item.name) &&
        isAbsoluteUrl(item.item)
          ? []
          : [`breadcrumb ${index + 1} is not a ListItem with position, name and item`],
      )
    }
    case 'Bakery': {
      const address = node.address
      return [
        ...(isText(node.name) ? [] : ['bakery has no name']),
        ...(isNode(address) &&
        address['@type'] === 'PostalAddress' &&
        isText(address.addressCountry) &&
        isText(address.addressLocality)
          ? []
          : ['bakery has no postal address']),
        ...(Array.isArray(node.openingHoursSpecification) &&
        node.openingHoursSpecification.length > 0
          ? []
          : ['bakery has no opening hours']),
      ]
    }
    case 'FAQPage': {
      const questions = Array.isArray(node.mainEntity) ? node.mainEntity : []
      if (questions.length === 0) return ['FAQ page has no questions']
      return questions.flatMap((question: unknown, index) =>
        isNode(question) &&
        question['@type'] === 'Question' &&
        isText(question.name) &&
        isNode(question.acceptedAnswer) &&
        question.acceptedAnswer['@type'] === 'Answer' &&
        isText(question.acceptedAnswer.text)
          ? []
          : [`question ${index + 1} has no name or answer`],
      )
    }
    default:
      return [`unexpected type ${String(node['@type'])}`]
  }
}

/** What a JSON-LD object lacks of its type's required fields; empty when it is valid. */
export function schemaOrgProblems(node: Node): string[] {
  const context = node['@context'] === 'https://schema.org' ? [] : ['@context is not schema.org']
  return [...context, ...typeProblems(node)]
}
