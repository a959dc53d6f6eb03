import { inArray, sql } from 'drizzle-orm'
import { type Db, selectRows } from '../client.ts'
import { productReviews, type ReviewMedia, users } from '../schema.ts'
import { DEMO_PEOPLE_IDS } from './demo-people.ts'
import { documentId, Random } from './random.ts'

/**
 * The demo catalogue's product reviews, written by the demo people (demo-people.ts). The rule that
 * keeps them honest (docs/product.md, "Ratings and reviews"): a product's five star counts are every
 * rating it has, and its reviews are some of those ratings that came with words. So a product has at most
 * as many reviews of N stars as its count of N stars (none without ratings), the stars of its reviews are
 * drawn from its own counts (a product rated mostly 5 reads mostly happy), and seeding them changes no
 * count.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Stars = 1 | 2 | 3 | 4 | 5

const SEED = 0x0e_71_20_26
const DAY = 86_400_000

/** The kind of shop a product's top-level category is, for words that fit what was bought. */
type Trade = 'gadget' | 'fashion' | 'home' | 'care' | 'food' | 'sports' | 'books' | 'kids' | 'general'

const TRADE_OF_CATEGORY: Record<string, Trade> = {
  Electronics: 'gadget',
  Appliances: 'gadget',
  Fashion: 'fashion',
  'Home & Kitchen': 'home',
  'Beauty & Personal Care': 'care',
  Health: 'care',
  Grocery: 'food',
  'Sports & Fitness': 'sports',
  Books: 'books',
  'Toys & Baby': 'kids',
}

/** Titles by stars: short, as shoppers write them. */
const TITLES: Record<Stars, readonly string[]> = {
  5: [
    'Value for money',
    'Excellent product',
    'Just loved it!',
    'Worth every rupee',
    'Highly recommended',
    'Superb quality',
    'Best in this price range',
    'Exactly as shown',
    'Very happy with this purchase',
    'Must buy',
  ],
  4: [
    'Good product',
    'Nice, worth the price',
    'Pretty good',
    'Good quality, minor issues',
    'Satisfied',
    'Does the job well',
    'Good but packaging could be better',
  ],
  3: ['Average', 'Okay for the price', 'Decent, nothing special', 'Could be better', 'Mixed feelings'],
  2: ['Not up to the mark', 'Disappointed', 'Below average', 'Expected more'],
  1: ['Waste of money', 'Very poor quality', 'Do not buy', 'Worst experience', 'Received a defective piece'],
}

/** What a shopper says about the product itself, by trade and by how happy they are. */
const ABOUT: Record<Trade, Record<'good' | 'fair' | 'bad', readonly string[]>> = {
  gadget: {
    good: [
      'Battery easily lasts a full day with normal use.',
      'Build quality feels premium and it does not heat up.',
      'Setup took two minutes and it connected to my phone at once.',
      'Sound is clear and the bass is punchy for this price.',
      'Using it daily for a month now, zero complaints.',
      'Performance is smooth, no lag even with many apps open.',
    ],
    fair: [
      'Works fine but gets a little warm while charging.',
      'Battery backup is average, needs charging every evening.',
      'Decent performance, but the charger is not in the box.',
      'Good features, the app is a bit confusing at first.',
    ],
    bad: [
      'Stopped charging within two weeks.',
      'Bluetooth keeps disconnecting every few minutes.',
      'Heats up badly and the battery drains very fast.',
      'Screen had a dead pixel right out of the box.',
    ],
  },
  fashion: {
    good: [
      'Fabric is soft and breathable, perfect for the summer.',
      'Fits true to size. Colour is exactly like the photo.',
      'Stitching is neat and the colour did not fade after washing.',
      'Wore it for Diwali and got many compliments.',
      'Comfortable for the whole day, very good material.',
    ],
    fair: [
      'Fit is slightly loose, order one size smaller.',
      'Colour is a shade lighter than the photo.',
      'Material is okay, a little thin for the price.',
      'Good design but some loose threads near the hem.',
    ],
    bad: [
      'Colour bled in the first wash itself.',
      'Size chart is wrong, it was two sizes smaller.',
      'Fabric feels cheap and rough on the skin.',
      'Stitching came apart after wearing it twice.',
    ],
  },
  home: {
    good: [
      'Heavy and sturdy, works well on gas and induction.',
      'Looks elegant on the dining table, guests loved it.',
      'Easy to clean and no rust even after daily use.',
      'Good finish, exactly what my kitchen needed.',
      'Quality is much better than what we get in the local market.',
    ],
    fair: [
      'Good quality but a bit heavy to handle.',
      'Decent product, the handle gets hot while cooking.',
      'Looks nice, the colour is slightly different from the photo.',
    ],
    bad: [
      'Arrived with a crack and the replacement is taking long.',
      'Coating started peeling within a month.',
      'Much smaller than it looks in the pictures.',
    ],
  },
  care: {
    good: [
      'Suits my skin, no irritation at all.',
      'Fragrance is mild and pleasant, lasts for hours.',
      'Noticeable difference within two weeks of use.',
      'Genuine product with a long expiry date.',
      'Light texture, not sticky even in humid weather.',
    ],
    fair: [
      'Works okay, results are slow.',
      'Good product but the quantity is less for the price.',
      'Nice, though the smell is a bit strong for me.',
    ],
    bad: [
      'Caused a rash on my skin, had to stop using it.',
      'Seal was broken when it arrived.',
      'No effect at all even after a month.',
    ],
  },
  food: {
    good: [
      'Fresh stock with a long expiry date.',
      'Tastes just like home, the whole family liked it.',
      'Good aroma and the quality is consistent every time.',
      'Well packed and delivered fresh.',
      'Better than the brand I used to buy from the kirana store.',
    ],
    fair: [
      'Taste is fine, a little expensive compared to the market.',
      'Quality is okay, some pieces were not fresh.',
      'Good, but the pack size is smaller than expected.',
    ],
    bad: [
      'Received a packet close to its expiry date.',
      'Stale smell, had to throw it away.',
      'Packet was torn and half of it had spilled.',
    ],
  },
  sports: {
    good: [
      'Good grip and very durable, using it every morning.',
      'My son plays with it every evening, holding up well.',
      'Lightweight and well balanced, great for practice.',
      'Thick and non-slip, perfect for home workouts.',
    ],
    fair: [
      'Good for beginners, not for serious players.',
      'Decent quality, the grip could be better.',
      'Okay product, started showing wear in a month.',
    ],
    bad: [
      'Broke within the first week of use.',
      'Very thin material, does not feel safe.',
      'Nothing like the pictures, poor quality.',
    ],
  },
  books: {
    good: [
      'Paper and print quality are very good.',
      'Could not put it down, finished it in two days.',
      'Well explained chapters with plenty of practice questions.',
      'Original copy, arrived without a single fold.',
    ],
    fair: [
      'Content is good but the print is small.',
      'Decent read, the middle part drags a little.',
      'Useful, though a few pages had printing errors.',
    ],
    bad: [
      'Looks like a pirated copy, print is blurred.',
      'Pages were missing in the middle.',
      'Cover was torn on arrival.',
    ],
  },
  kids: {
    good: [
      'My daughter loves it, plays with it every day.',
      'Safe material and no sharp edges.',
      'Soft, cuddly and good quality stitching.',
      'Great gift, kept the kids busy for hours.',
    ],
    fair: [
      'Good, but smaller than expected.',
      'Nice toy, a few pieces were missing.',
      'Okay quality for the price.',
    ],
    bad: [
      'Parts broke on the first day.',
      'Strong plastic smell, not safe for a baby.',
      'Paint started coming off in a week.',
    ],
  },
  general: {
    good: [
      'Good quality and works exactly as described.',
      'Using it for a few weeks now, very satisfied.',
      'Sturdy build, looks like it will last long.',
      'Does what it says, no complaints.',
    ],
    fair: [
      'Works, but the quality is just average.',
      'Decent for occasional use.',
      'Okay product for the price.',
    ],
    bad: ['Stopped working within a week.', 'Cheap material, not worth the price.', 'Not as described.'],
  },
}

/** What shoppers add about delivery and the seller, by how happy they are. */
const DELIVERY: Record<'good' | 'fair' | 'bad', readonly string[]> = {
  good: [
    'Delivered a day before the promised date.',
    'Packaging was excellent.',
    'Delivery boy was polite and on time.',
    'Will order again from this seller.',
    '',
    '',
  ],
  fair: [
    'Delivery took a few days longer than promised.',
    'Box was a bit damaged but the item was safe.',
    '',
    '',
  ],
  bad: [
    'Return process is very slow.',
    'Customer care did not respond properly.',
    'Requested a replacement, still waiting.',
    '',
  ],
}

const moodOf = (stars: Stars) => (stars >= 4 ? 'good' : stars === 3 ? 'fair' : 'bad')

/** How many reviews a product gets: a few for most, more for the popular, never more than its ratings. */
function reviewCount(r: Random, ratings: number): number {
  if (ratings === 0) return 0
  const wanted = ratings >= 1000 ? r.int(6, 14) : ratings >= 100 ? r.int(2, 8) : r.int(0, 4)
  return Math.min(wanted, ratings, DEMO_PEOPLE_IDS.length)
}

/** A star count drawn in proportion to the ratings not yet used by a review (so no count is exceeded). */
function drawStars(r: Random, left: number[]): Stars {
  const total = left.reduce((a, b) => a + b, 0)
  let x = r.next() * total
  for (let i = 0; i < 5; i++) {
    x -= left[i] ?? 0
    if (x < 0) {
      left[i] = (left[i] ?? 0) - 1
      return (i + 1) as Stars
    }
  }
  // Rounding at the very end: the last star with ratings left.
  const last = left.findLastIndex((n) => n > 0)
  left[last] = (left[last] ?? 0) - 1
  return (last + 1) as Stars
}

interface ProductSource {
  id: string
  image_urls: string[]
  counts: number[]
  top: string | null
}

/**
 * Writes the demo reviews while no product has any (a fresh seed, or a data folder seeded before
 * reviews existed); once shoppers have reviewed, nothing is added. Deterministic for a given catalogue
 * and `now`.
 */
export async function ensureProductReviews(tx: Tx, opts: { now?: Date } = {}): Promise<{ added: number }> {
  const any = await tx.select({ id: productReviews.id }).from(productReviews).limit(1)
  if (any.length > 0) return { added: 0 }
  // Only the demo people that exist (browse.ts adds them before this runs).
  const reviewers = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...DEMO_PEOPLE_IDS]))
    .orderBy(users.id)
  if (reviewers.length === 0) return { added: 0 }
  const reviewerIds = reviewers.map((row) => row.id)
  const now = (opts.now ?? new Date()).getTime()
  const rows = await selectRows<ProductSource>(
    tx as unknown as Db,
    sql`select p.id, p.image_urls,
          array[p.one_rating, p.two_rating, p.three_rating, p.four_rating, p.five_rating] as counts,
          (select t.name from categories t where t.id = (case c.level when 1 then c.id
             when 2 then c.parent_category else m.parent_category end)) as top
        from products p
        join categories c on c.id = p.category_id
        left join categories m on m.id = c.parent_category
        order by p.id`,
  )
  const r = new Random(SEED)
  const values: (typeof productReviews.$inferInsert)[] = []
  for (const product of rows) {
    const left = product.counts.map(Number)
    const count = reviewCount(
      r,
      left.reduce((a, b) => a + b, 0),
    )
    if (count === 0) continue
    const trade = TRADE_OF_CATEGORY[product.top ?? ''] ?? 'general'
    const people = r.sample(reviewerIds, count)
    for (const userId of people) {
      const stars = drawStars(r, left)
      const mood = moodOf(stars)
      const about = r.pick(ABOUT[trade][mood])
      const delivery = r.pick(DELIVERY[mood])
      // Some shoppers leave only a title.
      const comment = r.chance(0.15) ? '' : [about, delivery].filter((part) => part !== '').join(' ')
      // About one review in five shows the shopper's photos (the product's own pictures stand in).
      const photos = product.image_urls.length > 0 && r.chance(stars >= 4 ? 0.22 : 0.12)
      const media: ReviewMedia[] = photos
        ? r.sample(product.image_urls, r.int(1, Math.min(2, product.image_urls.length))).map((url) => ({
            type: 'image',
            url,
          }))
        : []
      const at = new Date(now - r.int(1, 420) * DAY - r.int(0, DAY - 1))
      values.push({
        id: documentId(r),
        productId: product.id,
        userId,
        rating: stars,
        review: r.pick(TITLES[stars]),
        comment,
        media,
        createdAt: at,
        updatedAt: at,
      })
    }
  }
  for (let start = 0; start < values.length; start += 250) {
    await tx.insert(productReviews).values(values.slice(start, start + 250))
  }
  return { added: values.length }
}
