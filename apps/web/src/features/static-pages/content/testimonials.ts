/** The palette an initials avatar is drawn in; varied so neighbouring cards do not look alike. */
export type AvatarTone = 'champagne' | 'rose' | 'sage' | 'teal'

/** The testimonials carousel opens on its second slide (docs/product.md › Home page). */
export const TESTIMONIALS_START_INDEX = 1

/** One customer's words (docs/product.md › Home page: name, location, avatar, text). */
export interface Testimonial {
  id: string
  name: string
  location: string
  /** Drawn as an SVG with the customer's initials: no photos of real people, no external URLs. */
  avatar: { initials: string; tone: AvatarTone }
  text: string
}

/** The fixed list of nine testimonials (docs/product.md › Home page). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'amelia',
    name: 'Amelia Richards',
    location: 'Islington',
    avatar: { initials: 'AR', tone: 'champagne' },
    text: 'Our two-tier wedding cake was everything we hoped for: sugar roses that matched my bouquet and a lemon and elderflower sponge our guests are still talking about.',
  },
  {
    id: 'daniel',
    name: 'Daniel Okafor',
    location: 'Greenwich',
    avatar: { initials: 'DO', tone: 'teal' },
    text: 'I sent a scribbled dinosaur drawing from my son and got back a cake that looked exactly like it, only better. Delivered right on time, and the chocolate sponge vanished in minutes.',
  },
  {
    id: 'priya',
    name: 'Priya Shah',
    location: 'Wembley',
    avatar: { initials: 'PS', tone: 'rose' },
    text: 'Two boxes of twelve cupcakes for my sister’s baby shower, iced in soft pink and ivory. Beautifully packed, perfectly fresh, and every single one was eaten.',
  },
  {
    id: 'sophie',
    name: 'Sophie Turner',
    location: 'Richmond',
    avatar: { initials: 'ST', tone: 'sage' },
    text: 'Ordered a 9 + 7 inch cake for my husband’s fortieth. The team talked me through sizes and flavours by email and the finished cake was elegant, generous and delicious.',
  },
  {
    id: 'marcus',
    name: 'Marcus Bennett',
    location: 'Hackney',
    avatar: { initials: 'MB', tone: 'champagne' },
    text: 'We ordered glazed cookies with our logo for a client event. The colours were spot on and the cookies tasted as good as they looked. Already booked them again for Christmas.',
  },
  {
    id: 'hannah',
    name: 'Hannah Kowalski',
    location: 'Walthamstow',
    avatar: { initials: 'HK', tone: 'rose' },
    text: 'The cake pops for my best friend’s hen party were the hit of the afternoon. Gorgeous to look at, wrapped one by one, and not a single broken pop after the journey.',
  },
  {
    id: 'olivia',
    name: 'Olivia Martin',
    location: 'Chelsea',
    avatar: { initials: 'OM', tone: 'teal' },
    text: 'We started with the tasting box, which made choosing our engagement cake easy and fun. The pistachio and raspberry won, and it was even better as a full cake.',
  },
  {
    id: 'james',
    name: 'James Whitfield',
    location: 'Croydon',
    avatar: { initials: 'JW', tone: 'sage' },
    text: 'Clear prices, friendly emails and a careful delivery driver who carried the cake right up to our third-floor flat in Clapham. A stress-free order from start to finish.',
  },
  {
    id: 'fatima',
    name: 'Fatima Ahmed',
    location: 'Barking',
    avatar: { initials: 'FA', tone: 'champagne' },
    text: 'Personalised name cookies for each of our guests at Eid, every one perfectly iced. I collected them from the kitchen myself and they were wrapped like little presents.',
  },
]
