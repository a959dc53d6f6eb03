import { eq, inArray, sql } from 'drizzle-orm'
import { type Db, selectRows } from '../client.ts'
import { productAnswers, productQuestions, productReviews, users } from '../schema.ts'
import { DEMO_PEOPLE_IDS } from './demo-people.ts'
import { DEMO_SHOPPER, demoShopperHasNone } from './demo-shopper.ts'
import { demoShopperPurchases } from './orders.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const DAY = 86_400_000

/**
 * What the demo shopper's My Account shows beyond orders: reviews of three things they received (not the
 * ones the tests and the product journey rate: the first two and the last of demoShopperPurchases.delivered),
 * questions they asked (one answered by the seller, one by the seller and a shopper, one waiting), and two
 * friends who signed up with their referral code and have had nothing delivered yet (a delivery would
 * earn the demo shopper coins, and the demo's balance is the documented 250).
 */
const DEMO_REVIEWS = [
  {
    product: demoShopperPurchases.delivered[2],
    rating: 4,
    review: 'Comfortable fit',
    daysAgo: 20,
    comment: 'The stretch is real and the colour held after three washes. Runs slightly long.',
  },
  {
    product: demoShopperPurchases.delivered[3],
    rating: 5,
    review: 'Lovely embroidery',
    daysAgo: 34,
    comment: 'Fine chikankari work, soft cotton. Exactly as pictured.',
  },
  {
    product: demoShopperPurchases.delivered[4],
    rating: 3,
    review: 'Heavy but good',
    daysAgo: 48,
    comment: '',
  },
] as const

const DEMO_QUESTIONS = [
  {
    id: 'DemoAskedQuestion001',
    product: demoShopperPurchases.delivered[1],
    daysAgo: 40,
    question: 'Can it charge a laptop over USB-C?',
    seller: 'It charges phones and tablets; laptops that take 18 W over USB-C charge slowly.',
    shopper: null,
  },
  {
    id: 'DemoAskedQuestion002',
    product: demoShopperPurchases.delivered[5],
    daysAgo: 25,
    question: 'Is this atta stone-ground?',
    seller: 'Yes, it is chakki-ground from whole grains.',
    shopper: 'Mine made soft rotis, tastes fresh.',
  },
  {
    id: 'DemoAskedQuestion003',
    product: demoShopperPurchases.processing[0],
    daysAgo: 3,
    question: 'Does the strap fit a small wrist?',
    seller: null,
    shopper: null,
  },
] as const

/** Friends who signed up with the demo shopper's code (no password, e-mail or phone: nobody signs in as them). */
export const DEMO_FRIENDS = [
  { id: 'DemoFriendMeera00001', name: 'Meera Iyer', referralCode: 'MEERA101', daysAgo: 12 },
  { id: 'DemoFriendRohan00001', name: 'Rohan Das', referralCode: 'ROHAN102', daysAgo: 5 },
] as const

/**
 * Seeds the demo shopper's reviews, questions and referred friends. Each part is written only while the
 * demo shopper has none of it, and only on the step's first run (the demo friends do not exist yet) or
 * when the catalogue's own reviews or questions were just written (a data folder from before them): so a
 * review the shopper deleted does not come back on a restart. Runs after the catalogue's reviews and
 * questions (`catalogueReviews`, `catalogueQuestions`: how many those steps added now). The products' star
 * counts go up with each review, as a shopper's rating moves them.
 */
export async function ensureDemoAccount(
  tx: Tx,
  opts: { now?: Date; catalogueReviews?: number; catalogueQuestions?: number } = {},
): Promise<{ added: boolean }> {
  const [shopper] = await tx.select({ id: users.id }).from(users).where(eq(users.id, DEMO_SHOPPER.id))
  if (!shopper) return { added: false }
  const friends = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        DEMO_FRIENDS.map((friend) => friend.id),
      ),
    )
  const firstRun = friends.length === 0
  const writeReviews =
    (firstRun || (opts.catalogueReviews ?? 0) > 0) &&
    (await demoShopperHasNone(tx, [{ table: productReviews, userId: productReviews.userId }]))
  const writeQuestions =
    (firstRun || (opts.catalogueQuestions ?? 0) > 0) &&
    (await demoShopperHasNone(tx, [{ table: productQuestions, userId: productQuestions.userId }]))
  if (!firstRun && !writeReviews && !writeQuestions) return { added: false }
  const now = (opts.now ?? new Date()).getTime()
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY)
  const products = await selectRows<{ id: string; seller_id: string }>(
    tx as unknown as Db,
    sql`select id, seller_id from products where id in (${sql.join(
      [...DEMO_REVIEWS, ...DEMO_QUESTIONS].map((row) => sql`${row.product}`),
      sql`, `,
    )})`,
  )
  const sellerOf = new Map(products.map((row) => [row.id, row.seller_id]))
  for (const [i, demo] of DEMO_REVIEWS.entries()) {
    if (!writeReviews || !sellerOf.has(demo.product)) continue
    await tx.insert(productReviews).values({
      id: `DemoShopperReview00${i + 1}`,
      productId: demo.product,
      userId: DEMO_SHOPPER.id,
      rating: demo.rating,
      review: demo.review,
      comment: demo.comment,
      createdAt: at(demo.daysAgo),
      updatedAt: at(demo.daysAgo),
    })
    const column = ['one_rating', 'two_rating', 'three_rating', 'four_rating', 'five_rating'][demo.rating - 1]
    await tx.execute(
      sql`update products set ${sql.raw(`${column} = ${column} + 1`)} where id = ${demo.product}`,
    )
  }
  const answerer = DEMO_PEOPLE_IDS[0]
  for (const demo of DEMO_QUESTIONS) {
    const sellerId = sellerOf.get(demo.product)
    if (!writeQuestions || !sellerId) continue
    await tx.insert(productQuestions).values({
      id: demo.id,
      productId: demo.product,
      userId: DEMO_SHOPPER.id,
      question: demo.question,
      createdAt: at(demo.daysAgo),
    })
    if (demo.seller) {
      await tx.insert(productAnswers).values({
        id: `${demo.id}S`,
        questionId: demo.id,
        sellerId,
        answer: demo.seller,
        createdAt: at(demo.daysAgo - 1),
      })
    }
    if (demo.shopper && answerer) {
      await tx.insert(productAnswers).values({
        id: `${demo.id}P`,
        questionId: demo.id,
        userId: answerer,
        answer: demo.shopper,
        createdAt: at(demo.daysAgo - 2),
      })
    }
  }
  await tx
    .insert(users)
    .values(
      DEMO_FRIENDS.map((friend) => ({
        id: friend.id,
        name: friend.name,
        referralCode: friend.referralCode,
        referredBy: DEMO_SHOPPER.referralCode,
        createdAt: at(friend.daysAgo),
        updatedAt: at(friend.daysAgo),
      })),
    )
    .onConflictDoNothing()
  return { added: true }
}
