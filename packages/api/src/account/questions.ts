import type { MyQuestion, MyQuestionsAnswer } from '@haat/contract'
import { MY_QUESTIONS_PAGE_SIZE } from '@haat/contract/core'
import { sql } from 'drizzle-orm'
import { toTimestamp } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import { reviewerDisplayName } from '../sellers/query.ts'

/**
 * The questions the shopper asked (My Question & Answers), newest first, each with the product and its
 * answers oldest first, named as the product page names them: the store for a seller's answer, a
 * shopper as "Priya N.".
 */
export async function myQuestionsOf(db: Db, userId: string, page: number): Promise<MyQuestionsAnswer> {
  const offset = (page - 1) * MY_QUESTIONS_PAGE_SIZE
  const [rows, [counted]] = await Promise.all([
    selectRows<{
      id: string
      question: string
      created_at: Date | string
      product_id: string
      product_name: string
      product_image: string | null
    }>(
      db,
      sql`select q.id, q.question, q.created_at, q.product_id, p.name as product_name,
            p.image_urls[1] as product_image
          from product_questions q join products p on p.id = q.product_id
          where q.user_id = ${userId}
          order by q.created_at desc, q.id desc
          limit ${MY_QUESTIONS_PAGE_SIZE} offset ${offset}`,
    ),
    selectRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from product_questions where user_id = ${userId}`,
    ),
  ])
  const ids = rows.map((row) => row.id)
  const answers =
    ids.length === 0
      ? []
      : await selectRows<{
          question_id: string
          answer: string
          created_at: Date | string
          seller_id: string | null
          store_name: string | null
          seller_name: string | null
          user_name: string | null
        }>(
          db,
          sql`select a.question_id, a.answer, a.created_at, a.seller_id, s.store_name, s.name as seller_name,
                u.name as user_name
              from product_answers a
              left join sellers s on s.id = a.seller_id
              left join users u on u.id = a.user_id
              where a.question_id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})
              order by a.created_at asc, a.id asc`,
        )
  const byQuestion = new Map<string, MyQuestion['answers']>()
  for (const row of answers) {
    const seller = row.seller_id !== null
    const by = seller ? (row.store_name ?? row.seller_name ?? '') : reviewerDisplayName(row.user_name ?? '')
    const list = byQuestion.get(row.question_id) ?? []
    list.push({ ans: row.answer, by, seller, date: toTimestamp(row.created_at) })
    byQuestion.set(row.question_id, list)
  }
  const total = Number(counted?.n ?? 0)
  return {
    questions: rows.map((row) => ({
      id: row.id,
      question: row.question,
      productId: row.product_id,
      productName: row.product_name,
      productImage: row.product_image ?? '',
      answers: byQuestion.get(row.id) ?? [],
      date: toTimestamp(row.created_at),
    })),
    page,
    pageCount: Math.ceil(total / MY_QUESTIONS_PAGE_SIZE),
    total,
  }
}
