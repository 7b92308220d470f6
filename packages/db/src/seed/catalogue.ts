import type { Allergen } from '@sweet-art/domain/allergens'
import type { DeliveryMethod } from '@sweet-art/domain/schemas/catalog'
import type { SeedFilling, SeedPrice, SeedProduct, SeedSection } from './catalogue-types'

/*
 * The catalogue a fresh shop starts with: Sweet Art, a made-to-order bakery in London.
 * Money is integer pence; photos are file names under `packages/db/seed/images`
 * (drawn by `tools/draw-images/draw-images.mjs`); order is the position in each list.
 */

// ───────────────────────────── shared copy ─────────────────────────────

// The notice a product needs is its lead time, which the checkout applies: the copy names none.
const BAKED_TO_ORDER = 'We bake every cake to order, for the day of your celebration.'
const KEEP_CHILLED = 'Keep refrigerated at max +5C and consume within 3 days.'
const KEEP_CHILLED_SERVE =
  'Keep refrigerated at max +5C and consume within 3 days. Take out of the fridge 1 hour before serving for the softest sponge.'
const KEEP_COOKIES =
  'Keep in their sealed bags in a cool, dry place away from direct sunlight; do not refrigerate. Best enjoyed within 3 weeks.'

/** Cake sizes (docs/product.md › Terms the pages quote): one tier 8, 9 or 10 inch, two tiers 8+6, 9+7 or 10+8 inch; `base` is the 8 inch price. */
function cakeSizes(base: number): SeedPrice['variants'] {
  return [
    { pence: base, unit: '8 inch' },
    { pence: base + 1000, unit: '9 inch' },
    { pence: base + 2000, unit: '10 inch' },
    { pence: base + 7000, unit: 'two tiers 8+6 inch' },
    { pence: base + 9000, unit: 'two tiers 9+7 inch' },
    { pence: base + 11500, unit: 'two tiers 10+8 inch' },
  ]
}

// ───────────────────────────── prices ─────────────────────────────

const only = (pence: number, unit: string): SeedPrice => ({
  type: 'only',
  pence,
  text: '',
  unit,
  intervals: [],
  variants: [],
})
const custom = (text = 'Price on request after consultation'): SeedPrice => ({
  type: 'custom',
  pence: null,
  text,
  unit: '',
  intervals: [],
  variants: [],
})
const request = (text = 'Price on request'): SeedPrice => ({
  type: 'request',
  pence: null,
  text,
  unit: '',
  intervals: [],
  variants: [],
})
const interval = (unit: string, intervals: SeedPrice['intervals']): SeedPrice => ({
  type: 'interval',
  pence: null,
  text: '',
  unit,
  intervals,
  variants: [],
})
const variants = (list: SeedPrice['variants']): SeedPrice => ({
  type: 'variants',
  pence: null,
  text: '',
  unit: '',
  intervals: [],
  variants: list,
})

// ───────────────────────────── delivery ─────────────────────────────

const CAKE_DELIVERY: DeliveryMethod[] = ['delivery', 'uberTaxi', 'orderCollection']
const LOCAL_ONLY: DeliveryMethod[] = ['delivery', 'orderCollection']
const TAXI_OR_COLLECTION: DeliveryMethod[] = ['uberTaxi', 'orderCollection']
const POSTABLE: DeliveryMethod[] = ['delivery', 'uberTaxi', 'orderCollection', 'royalMail']
const COOKIE_DELIVERY: DeliveryMethod[] = ['delivery', 'orderCollection', 'royalMail']
const WE_DELIVER: DeliveryMethod[] = ['delivery']

// ───────────────────────────── fillings ─────────────────────────────

/** Sponge and filling combinations for layer cakes (the `Sponge cake-filling` choice). */
const SPONGES = {
  chocolateSaltedCaramel: {
    title: 'Chocolate & Salted Caramel',
    photos: ['filling-chocolate-salted-caramel.webp'],
    structure: [
      'Chocolate sponge',
      'Salted caramel',
      'Chocolate ganache',
      'Milk chocolate buttercream',
    ],
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), dark chocolate 70% (cocoa mass, sugar, cocoa butter, emulsifier: soya lecithin), double cream (milk), light brown sugar, cocoa powder, icing sugar, sea salt, raising agents (sodium bicarbonate, baking powder), vanilla extract. Contains: wheat (gluten), eggs, milk, soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk'],
  },
  vanillaRaspberry: {
    title: 'Vanilla & Raspberry',
    photos: ['filling-vanilla-raspberry.webp'],
    structure: ['Vanilla bean sponge', 'Raspberry jam', 'Vanilla bean buttercream'],
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), icing sugar, raspberries, whole milk, jam sugar (sugar, pectin), raising agents (baking powder), Madagascan vanilla bean paste, lemon juice. Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  lemonElderflower: {
    title: 'Lemon & Elderflower',
    photos: ['filling-lemon-elderflower.webp'],
    structure: ['Lemon sponge', 'Lemon curd', 'Elderflower buttercream'],
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), icing sugar, lemons, elderflower cordial (water, sugar, elderflower extract, citric acid), raising agents (baking powder). Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  redVelvet: {
    title: 'Red Velvet',
    photos: ['filling-red-velvet.webp'],
    structure: ['Red velvet sponge', 'Cream cheese frosting'],
    ingredients:
      'Wheat flour, caster sugar, full-fat cream cheese (milk), buttermilk (milk), sunflower oil, free-range eggs, butter (milk), icing sugar, cocoa powder, white wine vinegar, raising agents (sodium bicarbonate), natural colour (beetroot red), vanilla extract. Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  biscoff: {
    title: 'Biscoff',
    photos: ['filling-biscoff.webp'],
    structure: [
      'Brown sugar sponge',
      'Biscoff spread',
      'Biscoff buttercream',
      'Crushed Lotus biscuits',
    ],
    ingredients:
      'Wheat flour, light brown sugar, free-range eggs, butter (milk), icing sugar, caramelised biscuit spread (biscuits (wheat flour, sugar, vegetable oils, candy sugar syrup, raising agent, soya flour, salt, cinnamon), rapeseed oil, sugar, emulsifier: soya lecithin), cinnamon, raising agents (baking powder). Contains: wheat (gluten), eggs, milk, soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk'],
  },
  carrotWalnut: {
    title: 'Carrot & Walnut',
    photos: ['filling-carrot-walnut.webp'],
    structure: ['Spiced carrot sponge', 'Toasted walnuts', 'Orange cream cheese frosting'],
    ingredients:
      'Carrots, wheat flour, light brown sugar, sunflower oil, free-range eggs, full-fat cream cheese (milk), butter (milk), icing sugar, walnuts, sultanas, orange zest, cinnamon, nutmeg, ginger, raising agents (sodium bicarbonate, baking powder). Contains: wheat (gluten), eggs, milk, nuts (walnuts).',
    allergens: ['gluten', 'eggs', 'milk', 'treeNuts'],
  },
  pistachioRaspberry: {
    title: 'Pistachio & Raspberry',
    photos: ['filling-pistachio-raspberry.webp'],
    structure: ['Pistachio sponge', 'Raspberry compote', 'White chocolate ganache'],
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), ground pistachios, white chocolate (sugar, cocoa butter, whole milk powder, emulsifier: soya lecithin, vanilla), double cream (milk), raspberries, icing sugar, raising agents (baking powder). Contains: wheat (gluten), eggs, milk, nuts (pistachios), soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk', 'treeNuts'],
  },
} satisfies Record<string, SeedFilling>

const ALL_SPONGES: SeedFilling[] = [
  SPONGES.chocolateSaltedCaramel,
  SPONGES.vanillaRaspberry,
  SPONGES.lemonElderflower,
  SPONGES.redVelvet,
  SPONGES.biscoff,
  SPONGES.carrotWalnut,
  SPONGES.pistachioRaspberry,
]
const spongeChoice = (filings: SeedFilling[]): SeedProduct['extraFilings'] => ({
  sectionTitle: 'Sponge cake-filling',
  filings,
})
const NO_EXTRAS: SeedProduct['extraFilings'] = { sectionTitle: '', filings: [] }

/** Fillings of the Victoria sponge (the plain `Filling` choice). */
const VICTORIA_FILLINGS: SeedFilling[] = [
  {
    title: 'Strawberry jam & vanilla buttercream',
    photos: ['filling-strawberry-jam-buttercream.webp'],
    structure: ['Vanilla sponge', 'Strawberry jam', 'Vanilla buttercream'],
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), icing sugar, strawberries, jam sugar (sugar, pectin), whole milk, raising agents (baking powder), vanilla extract. Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  {
    title: 'Raspberry jam & Chantilly cream',
    photos: ['filling-raspberry-chantilly.webp'],
    structure: ['Vanilla sponge', 'Raspberry jam', 'Chantilly cream'],
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), double cream (milk), raspberries, jam sugar (sugar, pectin), icing sugar, raising agents (baking powder), vanilla bean paste. Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
]

/** Centres of the filled cupcakes. */
const CUPCAKE_CENTRES: SeedFilling[] = [
  {
    title: 'Salted caramel centre',
    photos: ['filling-core-salted-caramel.webp'],
    structure: ['Brown sugar sponge', 'Salted caramel centre', 'Caramel buttercream'],
    ingredients:
      'Wheat flour, light brown sugar, free-range eggs, butter (milk), icing sugar, double cream (milk), caster sugar, sea salt, raising agents (baking powder), vanilla extract. Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  {
    title: 'Raspberry centre',
    photos: ['filling-core-raspberry.webp'],
    structure: ['Vanilla sponge', 'Raspberry jam centre', 'Raspberry buttercream'],
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), icing sugar, raspberries, jam sugar (sugar, pectin), whole milk, raising agents (baking powder), vanilla extract. Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  {
    title: 'Lemon curd centre',
    photos: ['filling-core-lemon-curd.webp'],
    structure: ['Lemon sponge', 'Lemon curd centre', 'Toasted meringue frosting'],
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), lemons, icing sugar, egg whites, raising agents (baking powder). Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  {
    title: 'Chocolate hazelnut centre',
    photos: ['filling-core-hazelnut.webp'],
    structure: ['Chocolate sponge', 'Chocolate hazelnut centre', 'Milk chocolate buttercream'],
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), icing sugar, hazelnut cocoa spread (sugar, palm oil, hazelnuts 13%, skimmed milk powder, cocoa, emulsifier: soya lecithin, vanillin), milk chocolate (sugar, cocoa butter, milk powder, cocoa mass, emulsifier: soya lecithin), cocoa powder, raising agents (sodium bicarbonate). Contains: wheat (gluten), eggs, milk, nuts (hazelnuts), soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk', 'treeNuts'],
  },
]

// ───────────────────────────── collections (flavour lists) ─────────────────────────────

const CUPCAKE_FLAVOURS: SeedProduct['collections'] = [
  {
    title: 'Vanilla bean',
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), icing sugar, whole milk, raising agents (baking powder), vanilla bean paste, sugar sprinkles (sugar, rice flour, colours: beetroot red, spirulina, curcumin). Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  {
    title: 'Double chocolate',
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, butter (milk), icing sugar, dark chocolate (cocoa mass, sugar, cocoa butter, emulsifier: soya lecithin), cocoa powder, buttermilk (milk), raising agents (sodium bicarbonate). Contains: wheat (gluten), eggs, milk, soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk'],
  },
  {
    title: 'Red velvet',
    ingredients:
      'Wheat flour, caster sugar, full-fat cream cheese (milk), buttermilk (milk), sunflower oil, free-range eggs, butter (milk), icing sugar, cocoa powder, white wine vinegar, raising agents (sodium bicarbonate), natural colour (beetroot red), raspberries. Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  {
    title: 'Salted caramel',
    ingredients:
      'Wheat flour, light brown sugar, free-range eggs, butter (milk), icing sugar, double cream (milk), caster sugar, sea salt, raising agents (baking powder), edible gold leaf. Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  {
    title: 'Lemon meringue',
    ingredients:
      'Wheat flour, caster sugar, free-range eggs, egg whites, butter (milk), lemons, icing sugar, raising agents (baking powder). Contains: wheat (gluten), eggs, milk.',
    allergens: ['gluten', 'eggs', 'milk'],
  },
  {
    title: 'Biscoff',
    ingredients:
      'Wheat flour, light brown sugar, free-range eggs, butter (milk), icing sugar, caramelised biscuit spread and biscuits (wheat flour, sugar, vegetable oils, candy sugar syrup, raising agent, soya flour, salt, cinnamon), raising agents (baking powder). Contains: wheat (gluten), eggs, milk, soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk'],
  },
]

const CAKE_POP_FLAVOURS: SeedProduct['collections'] = [
  {
    title: 'Vanilla',
    ingredients:
      'Vanilla sponge (wheat flour, sugar, free-range eggs, butter (milk), raising agents), vanilla buttercream (butter (milk), icing sugar), white chocolate coating (sugar, cocoa butter, whole milk powder, emulsifier: soya lecithin), sugar sprinkles. Contains: wheat (gluten), eggs, milk, soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk'],
  },
  {
    title: 'Chocolate fudge',
    ingredients:
      'Chocolate sponge (wheat flour, sugar, free-range eggs, butter (milk), cocoa powder, raising agents), chocolate ganache (dark chocolate, double cream (milk)), milk chocolate coating (sugar, cocoa butter, milk powder, cocoa mass, emulsifier: soya lecithin). Contains: wheat (gluten), eggs, milk, soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk'],
  },
  {
    title: 'Red velvet',
    ingredients:
      'Red velvet sponge (wheat flour, sugar, buttermilk (milk), sunflower oil, free-range eggs, cocoa powder, beetroot red), cream cheese frosting (cream cheese (milk), butter (milk), icing sugar), white chocolate coating (sugar, cocoa butter, whole milk powder, emulsifier: soya lecithin). Contains: wheat (gluten), eggs, milk, soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk'],
  },
  {
    title: 'Birthday cake',
    ingredients:
      'Vanilla sponge (wheat flour, sugar, free-range eggs, butter (milk), raising agents), rainbow sprinkles (sugar, rice flour, colours: beetroot red, spirulina, curcumin), vanilla buttercream (butter (milk), icing sugar), pink candy melts (sugar, palm kernel oil, milk powder, emulsifier: soya lecithin, colour: beetroot red). Contains: wheat (gluten), eggs, milk, soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk'],
  },
  {
    title: 'Salted caramel',
    ingredients:
      'Brown sugar sponge (wheat flour, light brown sugar, free-range eggs, butter (milk), raising agents), salted caramel (sugar, double cream (milk), butter (milk), sea salt), caramel chocolate coating (sugar, cocoa butter, milk powder, caramelised sugar, emulsifier: soya lecithin). Contains: wheat (gluten), eggs, milk, soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk'],
  },
  {
    title: 'Lemon',
    ingredients:
      'Lemon sponge (wheat flour, sugar, free-range eggs, butter (milk), lemon zest, raising agents), lemon curd (sugar, butter (milk), eggs, lemon juice), yellow candy melts (sugar, palm kernel oil, milk powder, emulsifier: soya lecithin, colour: curcumin). Contains: wheat (gluten), eggs, milk, soya.',
    allergens: ['gluten', 'eggs', 'soya', 'milk'],
  },
]

const CAKESICLE_FLAVOURS: SeedProduct['collections'] = CAKE_POP_FLAVOURS.slice(0, 3)

// ───────────────────────────── product ingredients ─────────────────────────────

const CAKE_INGREDIENTS =
  'Depends on the sponge and filling you choose: select one to see its ingredients. All our cakes contain wheat (gluten), eggs and milk; some fillings contain nuts or soya.'
const CUPCAKE_INGREDIENTS =
  'Wheat flour, caster sugar, free-range eggs, butter (milk), icing sugar, whole milk, raising agents (baking powder), vanilla extract, natural colours. Contains: wheat (gluten), eggs, milk.'
const CAKE_POP_INGREDIENTS =
  'Sponge (wheat flour, sugar, free-range eggs, butter (milk), raising agents), buttercream (butter (milk), icing sugar), chocolate coating (sugar, cocoa butter, whole milk powder, emulsifier: soya lecithin), decorations (sugar, rice flour, natural colours), paper stick. Contains: wheat (gluten), eggs, milk, soya.'
const COOKIE_INGREDIENTS =
  'Vanilla shortbread (wheat flour, butter (milk), caster sugar, free-range eggs, vanilla extract, salt), royal icing (icing sugar, dried egg white, water, lemon juice, natural colours: beetroot red, spirulina, curcumin, paprika extract). Contains: wheat (gluten), eggs, milk.'
const VEGAN_INGREDIENTS =
  'Wheat flour, caster sugar, oat milk (oats, rapeseed oil), sunflower oil, dairy-free spread (plant oils, water, salt), icing sugar, cocoa powder, dark chocolate (cocoa mass, sugar, cocoa butter), cider vinegar, raising agents (sodium bicarbonate), vanilla extract. Contains: wheat (gluten), oats (gluten). Suitable for vegans; made in a kitchen that also handles milk and eggs.'

// Flour, eggs and butter: in every sponge, cupcake and cookie (docs/product.md › Allergens).
const BAKED_ALLERGENS: Allergen[] = ['gluten', 'eggs', 'milk']
// Cake pops add a chocolate coating with soya lecithin.
const CAKE_POP_ALLERGENS: Allergen[] = ['gluten', 'eggs', 'soya', 'milk']

// ───────────────────────────── builder ─────────────────────────────

// Every product declares its allergens, even none, so none is left out by accident.
type ProductInput = Pick<
  SeedProduct,
  | 'title'
  | 'description'
  | 'photos'
  | 'price'
  | 'delivery'
  | 'ingredients'
  | 'allergens'
  | 'storage'
> &
  Partial<SeedProduct>

/** A product with the quiet defaults filled in: active, no options, minimum one, no lead time. */
function product(input: ProductInput): SeedProduct {
  return {
    treadTitle: '',
    isActive: true,
    minimalQuantity: 1,
    leadTimeDays: null,
    filings: [],
    extraFilings: NO_EXTRAS,
    variants: [],
    collections: [],
    ...input,
  }
}

// ───────────────────────────── the catalogue ─────────────────────────────

const CAKES: SeedSection = {
  title: 'Cakes',
  description: `Layer cakes baked from scratch in our London kitchen, from £60.00. Choose one tier in 8, 9 or 10 inch or two tiers (8+6, 9+7 or 10+8 inch), then your favourite sponge and filling. ${BAKED_TO_ORDER}`,
  isActive: true,
  isTreads: false,
  products: [
    product({
      title: 'Chocolate Truffle Cake',
      description:
        'Our best-loved cake for chocolate lovers: three layers of moist chocolate sponge, salted caramel and silky ganache, wrapped in milk chocolate buttercream and finished with a dark ganache drip, hand-rolled truffles, chocolate shards and a touch of gold leaf.',
      photos: [
        'chocolate-truffle-cake-1.webp',
        'chocolate-truffle-cake-2.webp',
        'chocolate-truffle-cake-3.webp',
      ],
      price: variants(cakeSizes(6500)),
      delivery: CAKE_DELIVERY,
      extraFilings: spongeChoice(ALL_SPONGES),
      ingredients: CAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Red Velvet Celebration Cake',
      description:
        'Soft, velvety crimson sponge layered with tangy cream cheese frosting, finished semi-naked so every layer shows, and crowned with fresh raspberries, blueberries and piped rosettes.',
      photos: ['red-velvet-cake-1.webp', 'red-velvet-cake-2.webp', 'red-velvet-cake-3.webp'],
      price: variants(cakeSizes(6000)),
      delivery: LOCAL_ONLY,
      extraFilings: spongeChoice([
        SPONGES.redVelvet,
        SPONGES.vanillaRaspberry,
        SPONGES.chocolateSaltedCaramel,
      ]),
      ingredients: CAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Salted Caramel Drip Cake',
      description:
        'A showstopper for birthdays: vanilla buttercream, a glossy salted caramel drip and your choice of topping – French macarons and meringue kisses, fresh flowers, or gold leaf with chocolate truffles.',
      photos: [
        'salted-caramel-drip-cake-1.webp',
        'salted-caramel-drip-cake-2.webp',
        'salted-caramel-drip-cake-3.webp',
      ],
      price: variants(cakeSizes(6500)),
      delivery: CAKE_DELIVERY,
      extraFilings: spongeChoice(ALL_SPONGES),
      variants: [
        {
          title: 'Macarons & meringue kisses',
          photos: ['variant-decoration-macarons.webp'],
          allergens: ['eggs', 'treeNuts'],
        },
        { title: 'Fresh flowers', photos: ['variant-decoration-flowers.webp'], allergens: [] },
        {
          title: 'Gold leaf & chocolate truffles',
          photos: ['variant-decoration-gold.webp'],
          allergens: ['soya', 'milk'],
        },
      ],
      ingredients: CAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Lemon & Elderflower Cake',
      description:
        'Light lemon sponge with sharp lemon curd and delicate elderflower buttercream, finished semi-naked with candied lemon, meringue kisses and sugar blossoms. A summer garden party in a cake.',
      photos: [
        'lemon-elderflower-cake-1.webp',
        'lemon-elderflower-cake-2.webp',
        'lemon-elderflower-cake-3.webp',
      ],
      price: variants(cakeSizes(6000)),
      delivery: LOCAL_ONLY,
      extraFilings: spongeChoice([
        SPONGES.lemonElderflower,
        SPONGES.vanillaRaspberry,
        SPONGES.pistachioRaspberry,
      ]),
      ingredients: CAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Classic Victoria Sponge',
      description:
        'The British teatime favourite, baked the proper way: two golden vanilla sponges sandwiched with jam and cream, topped with fresh strawberries and a dusting of icing sugar. An 8 inch cake that serves 12.',
      photos: ['classic-victoria-sponge-1.webp', 'classic-victoria-sponge-2.webp'],
      price: only(6000, '8 inch cake'),
      delivery: TAXI_OR_COLLECTION,
      filings: VICTORIA_FILLINGS,
      ingredients: CAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED,
    }),
    product({
      title: 'Pistachio & Raspberry Cake',
      description:
        'Pistachio sponge, raspberry compote and white chocolate ganache under a white chocolate drip. Back in spring, when the new season raspberries arrive.',
      photos: ['pistachio-raspberry-cake-1.webp', 'pistachio-raspberry-cake-2.webp'],
      isActive: false,
      price: variants(cakeSizes(7000)),
      delivery: LOCAL_ONLY,
      extraFilings: spongeChoice([SPONGES.pistachioRaspberry]),
      ingredients: SPONGES.pistachioRaspberry.ingredients,
      allergens: SPONGES.pistachioRaspberry.allergens,
      storage: KEEP_CHILLED_SERVE,
    }),
  ],
}

const CUPCAKES: SeedSection = {
  title: 'Cupcakes',
  description:
    'Light, fluffy sponges crowned with a generous swirl of buttercream, in boxes of 6, 9 or 12, from £4.00 each. Mix flavours in one box, add names or letters, or match the colours of your party.',
  isActive: true,
  isTreads: false,
  products: [
    product({
      title: 'Signature Cupcake Box',
      description:
        'Our six signature flavours – pick your favourites or let us mix the box for you. The more you order, the less each cupcake costs: £4.50 each for 6–8, £4.25 for 9–11 and £4.00 from a dozen.',
      photos: [
        'signature-cupcake-box-1.webp',
        'signature-cupcake-box-2.webp',
        'signature-cupcake-box-3.webp',
      ],
      price: interval('cupcake', [
        { from: 6, to: 8, pence: 450 },
        { from: 9, to: 11, pence: 425 },
        { from: 12, to: 48, pence: 400 },
      ]),
      minimalQuantity: 6,
      delivery: CAKE_DELIVERY,
      collections: CUPCAKE_FLAVOURS,
      ingredients: CUPCAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Filled Cupcakes',
      description:
        'A little surprise in every bite: each cupcake is cored and filled with salted caramel, raspberry jam, lemon curd or chocolate hazelnut, then topped with a tall swirl of matching buttercream.',
      photos: ['filled-cupcakes-1.webp', 'filled-cupcakes-2.webp', 'filled-cupcakes-3.webp'],
      price: variants([
        { pence: 2700, unit: 'box of 6' },
        { pence: 3825, unit: 'box of 9' },
        { pence: 4800, unit: 'box of 12' },
      ]),
      delivery: CAKE_DELIVERY,
      filings: CUPCAKE_CENTRES,
      ingredients: CUPCAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Floral Buttercream Cupcakes',
      description:
        'Vanilla cupcakes topped with hand-piped buttercream roses, leaves and sugar pearls. Choose a palette to match your flowers, your dress or your afternoon tea.',
      photos: ['floral-buttercream-cupcakes-1.webp', 'floral-buttercream-cupcakes-2.webp'],
      price: only(450, 'cupcake'),
      minimalQuantity: 6,
      delivery: CAKE_DELIVERY,
      variants: [
        { title: 'Blush & ivory', photos: ['variant-palette-blush-ivory.webp'], allergens: [] },
        { title: 'Lilac garden', photos: ['variant-palette-lilac-garden.webp'], allergens: [] },
        { title: 'Sunshine yellow', photos: ['variant-palette-sunshine.webp'], allergens: [] },
      ],
      ingredients: CUPCAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Letter Cupcakes',
      description:
        'Spell out a name, an age or a message – “Love you Mum” is a favourite – with a hand-cut sugar-paste letter on every cupcake. Tell us your words and colours in the order message.',
      photos: ['letter-cupcakes-1.webp', 'letter-cupcakes-2.webp'],
      price: only(475, 'cupcake'),
      minimalQuantity: 6,
      delivery: LOCAL_ONLY,
      collections: CUPCAKE_FLAVOURS.slice(0, 3),
      ingredients: CUPCAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Vegan Chocolate Cupcakes',
      description:
        'Rich, dark and completely plant-based: chocolate sponge made with oat milk, topped with whipped chocolate frosting and a cherry. Nobody will guess.',
      photos: ['vegan-chocolate-cupcakes-1.webp', 'vegan-chocolate-cupcakes-2.webp'],
      price: only(450, 'cupcake'),
      minimalQuantity: 6,
      delivery: CAKE_DELIVERY,
      ingredients: VEGAN_INGREDIENTS,
      allergens: ['gluten'],
      storage: KEEP_CHILLED,
    }),
  ],
}

const CAKE_POPS: SeedSection = {
  title: 'Cake Pops',
  description:
    'Bite-sized cake truffles on a stick, dipped in Belgian chocolate and finished by hand. Perfect for parties, favours and dessert tables. Minimum order 12, from £4.00 each.',
  isActive: true,
  isTreads: false,
  products: [
    product({
      title: 'Classic Cake Pops',
      description:
        'Moist sponge rolled with buttercream, dipped in chocolate and drizzled, dotted or sprinkled. Choose one flavour or mix several.',
      photos: ['classic-cake-pops-1.webp', 'classic-cake-pops-2.webp'],
      price: only(400, 'cake pop'),
      minimalQuantity: 12,
      delivery: CAKE_DELIVERY,
      collections: CAKE_POP_FLAVOURS,
      ingredients: CAKE_POP_INGREDIENTS,
      allergens: CAKE_POP_ALLERGENS,
      storage: KEEP_CHILLED,
    }),
    product({
      title: 'Sprinkle Party Cake Pops',
      description:
        'Our most cheerful pops, covered in rainbow sprinkles and nonpareils. Pick a colour theme; for big parties the price per pop drops as the order grows.',
      photos: ['sprinkle-party-cake-pops-1.webp', 'sprinkle-party-cake-pops-2.webp'],
      price: interval('cake pop', [
        { from: 12, to: 23, pence: 450 },
        { from: 24, to: 47, pence: 425 },
        { from: 48, to: 120, pence: 400 },
      ]),
      minimalQuantity: 12,
      delivery: CAKE_DELIVERY,
      variants: [
        { title: 'Pink', photos: ['variant-pops-pink.webp'], allergens: [] },
        { title: 'Blue', photos: ['variant-pops-blue.webp'], allergens: [] },
        { title: 'Rainbow', photos: ['variant-pops-rainbow.webp'], allergens: [] },
      ],
      ingredients: CAKE_POP_INGREDIENTS,
      allergens: CAKE_POP_ALLERGENS,
      storage: KEEP_CHILLED,
    }),
    product({
      title: 'Unicorn Cake Pops',
      description:
        'Vanilla pops in white chocolate with a gold unicorn horn, sugar-paste ears, a crown of tiny flowers and sleepy lashes. Always the first thing to disappear at a birthday party.',
      photos: ['unicorn-cake-pops-1.webp', 'unicorn-cake-pops-2.webp'],
      price: only(450, 'cake pop'),
      minimalQuantity: 12,
      delivery: CAKE_DELIVERY,
      ingredients: CAKE_POP_INGREDIENTS,
      allergens: CAKE_POP_ALLERGENS,
      storage: KEEP_CHILLED,
    }),
    product({
      title: 'Wedding Favour Cake Pops',
      description:
        'Ivory and gold pops with gold leaf, sugar pearls and tiny hearts, each wrapped in a cellophane bag with a satin ribbon – a sweet thank-you for every guest.',
      photos: ['wedding-favour-cake-pops-1.webp', 'wedding-favour-cake-pops-2.webp'],
      price: only(475, 'cake pop'),
      minimalQuantity: 12,
      delivery: LOCAL_ONLY,
      collections: CAKE_POP_FLAVOURS.slice(0, 3),
      ingredients: CAKE_POP_INGREDIENTS,
      allergens: CAKE_POP_ALLERGENS,
      storage: KEEP_CHILLED,
    }),
    product({
      title: 'Cakesicles',
      description:
        'Cake on a lolly stick: a thick chocolate shell around a cake and buttercream centre, half-dipped, drizzled and decorated in your colours.',
      photos: ['cakesicles-1.webp', 'cakesicles-2.webp'],
      price: only(550, 'cakesicle'),
      minimalQuantity: 12,
      delivery: CAKE_DELIVERY,
      collections: CAKESICLE_FLAVOURS,
      ingredients: CAKE_POP_INGREDIENTS,
      allergens: CAKE_POP_ALLERGENS,
      storage: KEEP_CHILLED,
    }),
  ],
}

const GLAZED_COOKIES: SeedSection = {
  title: 'Glazed Cookies',
  description:
    'Buttery vanilla shortbread flooded with royal icing and piped by hand with names, messages and designs. Individually heat-sealed, so they travel well – we post them anywhere in the UK by Royal Mail. Minimum order 12, from £4.00 each.',
  isActive: true,
  isTreads: false,
  products: [
    product({
      title: 'Personalised Name Cookies',
      description:
        'A name, a date or a short message on every cookie, in the colours you choose. Lovely as place cards, party favours or a letterbox surprise.',
      photos: [
        'personalised-name-cookies-1.webp',
        'personalised-name-cookies-2.webp',
        'personalised-name-cookies-3.webp',
      ],
      price: only(450, 'cookie'),
      minimalQuantity: 12,
      delivery: POSTABLE,
      ingredients: COOKIE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_COOKIES,
    }),
    product({
      title: 'Birthday Cookie Set',
      description:
        'Balloons, stars, little cakes and the age in big numbers – a colourful set designed around your party theme. The more you order, the less each cookie costs.',
      photos: [
        'birthday-cookie-set-1.webp',
        'birthday-cookie-set-2.webp',
        'birthday-cookie-set-3.webp',
      ],
      price: interval('cookie', [
        { from: 12, to: 23, pence: 475 },
        { from: 24, to: 47, pence: 450 },
        { from: 48, to: 150, pence: 400 },
      ]),
      minimalQuantity: 12,
      delivery: COOKIE_DELIVERY,
      ingredients: COOKIE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_COOKIES,
    }),
    product({
      title: 'Baby Shower Cookies',
      description:
        'Tiny onesies, balloons, hearts and “Oh baby” plaques in soft pastels. Choose the palette for your shower or gender reveal.',
      photos: ['baby-shower-cookies-1.webp', 'baby-shower-cookies-2.webp'],
      price: only(450, 'cookie'),
      minimalQuantity: 12,
      delivery: POSTABLE,
      variants: [
        { title: 'Soft pink', photos: ['variant-baby-pink.webp'], allergens: [] },
        { title: 'Baby blue', photos: ['variant-baby-blue.webp'], allergens: [] },
        { title: 'Sage green', photos: ['variant-baby-sage.webp'], allergens: [] },
      ],
      ingredients: COOKIE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_COOKIES,
    }),
    product({
      title: 'Corporate Logo Cookies',
      description:
        'Your logo, monogram or brand colours hand-piped on shortbread – for launches, client gifts and conference tables. Send us your artwork after ordering and we will send a design proof.',
      photos: ['corporate-logo-cookies-1.webp', 'corporate-logo-cookies-2.webp'],
      price: only(400, 'cookie'),
      minimalQuantity: 12,
      delivery: COOKIE_DELIVERY,
      ingredients: COOKIE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_COOKIES,
    }),
    product({
      title: 'Christmas Cookie Box',
      description:
        'Trees, baubles, snowflakes, gold stars and gingerbread men in a red gift box with a satin bow. Order by the first week of December for posting before Christmas.',
      photos: ['christmas-cookie-box-1.webp', 'christmas-cookie-box-2.webp'],
      price: only(425, 'cookie'),
      minimalQuantity: 12,
      delivery: COOKIE_DELIVERY,
      ingredients: `${COOKIE_INGREDIENTS} Gingerbread men also contain ground ginger, cinnamon and golden syrup.`,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_COOKIES,
    }),
  ],
}

// A styled table or a run of branded boxes needs the three weeks the section asks for
// (docs/product.md › Lead times). The bespoke and character cakes keep none, so the tests, proofs
// and benchmarks that order them for the next working day keep their dates.
const CUSTOM_MADE: SeedSection = {
  title: 'Custom Made',
  description:
    'Have an idea? We will bring it to life. Tell us about your celebration, theme and number of guests, add a photo or sketch, and we will come back with a design and a quote. A dessert table or event boxes need three weeks’ notice.',
  isActive: true,
  isTreads: false,
  products: [
    product({
      title: 'Bespoke Celebration Cake',
      description:
        'A one-of-a-kind cake designed with you, from elegant sugar flowers to towering drip cakes and ombré tiers. Share your inspiration and we will arrange a short consultation to agree the design, flavours and size.',
      photos: [
        'bespoke-celebration-cake-1.webp',
        'bespoke-celebration-cake-2.webp',
        'bespoke-celebration-cake-3.webp',
      ],
      price: custom(),
      delivery: CAKE_DELIVERY,
      ingredients: CAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Unicorn & Character Cakes',
      description:
        'Unicorns, rainbows, favourite characters and sprinkle explosions for children’s parties – every cake is hand-decorated to your theme. Price depends on size and detail and is agreed after a consultation.',
      photos: ['unicorn-celebration-cake-1.webp', 'unicorn-celebration-cake-2.webp'],
      price: custom(),
      delivery: CAKE_DELIVERY,
      ingredients: CAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Dessert Table',
      leadTimeDays: 21,
      description:
        'A styled table of cake, cupcakes, cake pops and cookies in your colours, delivered and set up at your venue anywhere in London and beyond.',
      photos: ['dessert-table-1.webp', 'dessert-table-2.webp'],
      price: request(),
      delivery: WE_DELIVER,
      ingredients:
        'Depends on the treats chosen for your table; we send a full allergen list with the quote.',
      allergens: [],
      storage: KEEP_CHILLED,
    }),
    product({
      title: 'Event & Corporate Treat Boxes',
      leadTimeDays: 21,
      description:
        'Branded cookies, cake pops and cupcakes boxed for launches, client gifts and team celebrations, from ten boxes to a few hundred.',
      photos: ['event-treat-boxes-1.webp', 'event-treat-boxes-2.webp'],
      price: request(),
      delivery: POSTABLE,
      ingredients:
        'Depends on the treats in your boxes; we send a full allergen list with the quote.',
      allergens: [],
      storage:
        'Cakes, cupcakes and cake pops: keep refrigerated at max +5C and consume within 3 days. Cookies: keep in a cool, dry place and enjoy within 3 weeks.',
    }),
  ],
}

const SPECIAL_OFFER: SeedSection = {
  title: 'Special Offer',
  description: 'Bundles and seasonal offers, baked to order like everything else.',
  isActive: true,
  isTreads: true,
  products: [
    product({
      title: 'Birthday Party Bundle',
      treadTitle: 'Birthday cake and 12 cupcakes for £99',
      description:
        'An 8 inch sprinkle drip cake with candles plus a box of 12 matching cupcakes – everything for the party in one order, saving £9.',
      photos: ['birthday-party-bundle-1.webp', 'birthday-party-bundle-2.webp'],
      price: only(9900, 'bundle'),
      delivery: CAKE_DELIVERY,
      ingredients: `${CUPCAKE_INGREDIENTS} Rainbow sprinkles: sugar, rice flour, colours (beetroot red, spirulina, curcumin).`,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
    product({
      title: 'Tasting Box',
      treadTitle: 'Taste six of our flavours for £24',
      description:
        'Can’t decide? Six mini cupcakes in our most popular cake flavours – chocolate, red velvet, lemon, salted caramel, Biscoff and vanilla.',
      photos: ['tasting-box-1.webp', 'tasting-box-2.webp'],
      price: only(2400, 'box'),
      delivery: CAKE_DELIVERY,
      ingredients: CUPCAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED,
    }),
    product({
      title: 'Cake Pop Gift Box',
      treadTitle: '12 cake pops in a gift box for £45',
      description:
        'A dozen of our classic cake pops in mixed flavours, packed in a pink gift box with a satin bow. Ready to give.',
      photos: ['cake-pop-gift-box-1.webp', 'cake-pop-gift-box-2.webp'],
      price: only(4500, 'box'),
      delivery: CAKE_DELIVERY,
      ingredients: CAKE_POP_INGREDIENTS,
      allergens: CAKE_POP_ALLERGENS,
      storage: KEEP_CHILLED,
    }),
  ],
}

// A wedding cake takes the longest notice the shop asks for: six weeks.
const WEDDING_CAKES: SeedSection = {
  title: 'Wedding Cakes',
  description:
    'Our wedding collection is being refreshed for the new season. Until it returns, please enquire through Custom Made.',
  isActive: false,
  isTreads: false,
  products: [
    product({
      title: 'Three-Tier Wedding Cake',
      leadTimeDays: 42,
      description:
        'Ivory buttercream tiers with pearl borders and a cascade of sugar roses, or a rustic semi-naked finish with fresh flowers. Includes a tasting consultation and delivery and set-up at your venue.',
      photos: ['three-tier-wedding-cake-1.webp', 'three-tier-wedding-cake-2.webp'],
      price: custom(),
      delivery: WE_DELIVER,
      extraFilings: spongeChoice(ALL_SPONGES),
      ingredients: CAKE_INGREDIENTS,
      allergens: BAKED_ALLERGENS,
      storage: KEEP_CHILLED_SERVE,
    }),
  ],
}

/** The seed catalogue, in display order. */
export const SEED_CATALOGUE: SeedSection[] = [
  CAKES,
  CUPCAKES,
  CAKE_POPS,
  GLAZED_COOKIES,
  CUSTOM_MADE,
  SPECIAL_OFFER,
  WEDDING_CAKES,
]
