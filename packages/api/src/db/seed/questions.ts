import { sql } from 'drizzle-orm'
import { type Db, selectRows } from '../client.ts'
import { productAnswers, productQuestions } from '../schema.ts'
import { DEMO_PEOPLE_IDS } from './demo-people.ts'
import { documentId, Random } from './random.ts'

/**
 * The demo catalogue's product questions and answers, asked and answered by the demo people
 * (demo-people.ts), some answered by the product's own seller. Like a real marketplace: most products
 * have a few, popular ones many, some none, and some questions wait for an answer. Deterministic for a
 * given catalogue and `now`.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const SEED = 0x0a_5c_20_26
const DAY = 86_400_000

/** A question and the answers it may get: the seller's (first) and shoppers' (the rest). */
type Asked = readonly [question: string, seller: string, ...shoppers: string[]]

/** Questions anybody asks about anything. */
const GENERAL: readonly Asked[] = [
  [
    'Is this product original?',
    'Yes, it is 100% original and comes sealed with the brand invoice.',
    'Got a genuine piece with the brand hologram.',
  ],
  [
    'Is cash on delivery available for this?',
    'Yes, cash on delivery is available for most pincodes. Check your pincode on this page.',
    'I paid cash on delivery, no problem.',
  ],
  [
    'How many days does delivery take?',
    'Usually 3 to 7 working days depending on your pincode.',
    'Mine came in 4 days to Pune.',
  ],
  [
    'Can I return it if I do not like it?',
    'Returns depend on the product; see the return badge on this page.',
  ],
  ['Is GST invoice provided?', 'Yes, a GST invoice comes with every order.', 'Yes, it was in the box.'],
  ['Will the colour be the same as in the picture?', 'Yes, the pictures are of the actual product.'],
]

/** Questions by the product's top-level category. */
const BY_CATEGORY: Record<string, readonly Asked[]> = {
  Electronics: [
    [
      'Does it come with a charger in the box?',
      'Yes, the charger and cable are included.',
      'Charger was in the box.',
      'Only a cable in mine, the charger came separately.',
    ],
    [
      'What is the warranty period?',
      'One year brand warranty from the date of invoice.',
      'One year, I checked.',
    ],
    ['Does it support fast charging?', 'Yes, it supports fast charging with a compatible adapter.'],
    ['How is the battery backup?', 'A full day with normal use.', 'Easily lasts a day for me.'],
    ['Is it compatible with iPhone?', 'Yes, it works with both Android and iPhone.'],
  ],
  Appliances: [
    ['Is installation free?', 'Yes, the brand installs it free within 48 hours of delivery.'],
    ['What is the power consumption?', 'It is rated 5 star; see the key features for the wattage.'],
    ['Does it make a lot of noise?', 'No, it is quite silent.', 'Very quiet, we use it at night.'],
    ['Is the warranty on the motor separate?', 'Yes, the motor has an extra warranty from the brand.'],
  ],
  Fashion: [
    [
      'Is the size true to fit?',
      'Yes, please follow the size chart in the pictures.',
      'Fits true to size.',
      'Slightly loose, order one size smaller.',
    ],
    ['What is the fabric?', 'It is pure cotton.', 'Feels like cotton, very soft.'],
    ['Does the colour fade after washing?', 'No, wash in cold water and it keeps its colour.'],
    ['Is it good for daily wear?', 'Yes, it is comfortable for the whole day.'],
    ['Can I machine wash it?', 'Yes, on a gentle cycle.'],
  ],
  'Home & Kitchen': [
    ['Does it work on an induction stove?', 'Yes, it has an induction base.', 'Works well on my induction.'],
    ['Is it dishwasher safe?', 'Yes, it is dishwasher safe.'],
    ['What are the dimensions?', 'Please see the weight and size under the general details.'],
    ['Is the coating non-toxic?', 'Yes, it is free of PFOA.'],
  ],
  'Beauty & Personal Care': [
    [
      'Is it suitable for oily skin?',
      'Yes, it suits all skin types.',
      'I have oily skin and it works for me.',
    ],
    ['What is the expiry date?', 'We ship stock with at least 18 months before expiry.'],
    ['Is it tested on animals?', 'No, it is cruelty free.'],
    ['Does it have a strong fragrance?', 'No, the fragrance is mild.'],
  ],
  Health: [
    ['Is it safe for diabetics?', 'Please consult your doctor before use.'],
    ['How many days will one pack last?', 'One pack lasts about a month at the suggested dose.'],
  ],
  Grocery: [
    ['Is it fresh stock?', 'Yes, we ship fresh stock every week.', 'Got a pack made last month.'],
    ['Is this organic?', 'See the key features; only products marked organic are certified.'],
    ['How is it packed?', 'In a sealed pouch inside a box.', 'Well packed, no spills.'],
  ],
  'Sports & Fitness': [
    ['Is it good for beginners?', 'Yes, it is ideal for beginners.', 'I am a beginner and it is perfect.'],
    ['What is the weight?', 'See the weight under the general details.'],
    ['Is it suitable for outdoor use?', 'Yes, indoors and outdoors.'],
  ],
  Books: [
    ['Is this the latest edition?', 'Yes, it is the latest edition.', 'Yes, the new edition.'],
    ['Is it hardcover or paperback?', 'It is a paperback.'],
    ['Is the print quality good?', 'Yes, it is the original print.'],
  ],
  'Toys & Baby': [
    ['What age is it suitable for?', 'It is suitable for ages 3 years and above.'],
    ['Are the materials safe for kids?', 'Yes, it is made of non-toxic material.', 'Safe, no smell at all.'],
    ['Does it need batteries?', 'No batteries needed.'],
  ],
}

/** Questions nobody has answered yet: the page shows them with no answer. */
const WAITING: readonly string[] = [
  'Is there any offer on buying two?',
  'Will this be back in a bigger size?',
  'Can it be gifted with a message?',
  'Is an extended warranty available?',
  'Does the price include delivery?',
]

interface ProductSource {
  id: string
  seller_id: string
  top: string | null
  ratings: number
}

/** How many questions a product gets: none for some, a few for most, many for the popular. */
function questionCount(r: Random, ratings: number): number {
  if (r.chance(0.3)) return 0
  if (ratings >= 1000) return r.int(4, 12)
  if (ratings >= 100) return r.int(1, 6)
  return r.int(1, 3)
}

/**
 * Writes the demo questions and answers while no product has any question (a fresh seed, or a data folder
 * seeded before questions existed); once shoppers have asked, nothing is added. Needs the demo people
 * (browse.ts adds them before this runs).
 */
export async function ensureProductQuestions(tx: Tx, opts: { now?: Date } = {}): Promise<{ added: number }> {
  const any = await tx.select({ id: productQuestions.id }).from(productQuestions).limit(1)
  if (any.length > 0) return { added: 0 }
  const people = await selectRows<{ id: string }>(
    tx as unknown as Db,
    sql`select id from users where id in (${sql.join(
      DEMO_PEOPLE_IDS.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id`,
  )
  if (people.length < 2) return { added: 0 }
  const personIds = people.map((row) => row.id)
  const now = (opts.now ?? new Date()).getTime()
  const products = await selectRows<ProductSource>(
    tx as unknown as Db,
    sql`select p.id, p.seller_id,
          (select t.name from categories t where t.id = (case c.level when 1 then c.id
             when 2 then c.parent_category else m.parent_category end)) as top,
          (p.one_rating + p.two_rating + p.three_rating + p.four_rating + p.five_rating)::int as ratings
        from products p
        join categories c on c.id = p.category_id
        left join categories m on m.id = c.parent_category
        order by p.id`,
  )
  const r = new Random(SEED)
  const questions: (typeof productQuestions.$inferInsert)[] = []
  const answers: (typeof productAnswers.$inferInsert)[] = []
  for (const product of products) {
    const count = questionCount(r, Number(product.ratings))
    if (count === 0) continue
    const bank = [...(BY_CATEGORY[product.top ?? ''] ?? []), ...GENERAL]
    const asked = r.sample(bank, Math.min(count, bank.length))
    for (const [question, sellerAnswer, ...shopperAnswers] of asked) {
      const askedAt = now - r.int(2, 300) * DAY - r.int(0, DAY - 1)
      const [asker, ...others] = r.sample(personIds, 1 + shopperAnswers.length)
      const questionId = documentId(r)
      questions.push({
        id: questionId,
        productId: product.id,
        userId: asker as string,
        question,
        createdAt: new Date(askedAt),
      })
      const answerAt = () => new Date(Math.min(now - 60_000, askedAt + r.int(1, 20) * (DAY / 4)))
      // About half are answered by the seller; most of the rest by shoppers who bought it; a few wait.
      if (r.chance(0.5)) {
        answers.push({
          id: documentId(r),
          questionId,
          sellerId: product.seller_id,
          answer: sellerAnswer,
          createdAt: answerAt(),
        })
      }
      shopperAnswers.forEach((answer, i) => {
        if (!r.chance(0.6)) return
        answers.push({
          id: documentId(r),
          questionId,
          userId: others[i] as string,
          answer,
          createdAt: answerAt(),
        })
      })
    }
    // Now and then a question nobody has answered yet.
    if (r.chance(0.15)) {
      questions.push({
        id: documentId(r),
        productId: product.id,
        userId: r.pick(personIds),
        question: r.pick(WAITING),
        createdAt: new Date(now - r.int(0, 10) * DAY - r.int(0, DAY - 1)),
      })
    }
  }
  for (let start = 0; start < questions.length; start += 250) {
    await tx.insert(productQuestions).values(questions.slice(start, start + 250))
  }
  for (let start = 0; start < answers.length; start += 250) {
    await tx.insert(productAnswers).values(answers.slice(start, start + 250))
  }
  return { added: questions.length }
}
