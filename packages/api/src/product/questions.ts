import type { ProductQuestion, ProductReportIssue, ReportIssue } from '@haat/contract'
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { toTimestamp } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import { newDocumentId } from '../db/ids.ts'
import { productAnswers, productQuestions, productReports, products, sellers, users } from '../db/schema.ts'
import { reviewerDisplayName } from '../sellers/query.ts'

/**
 * Product questions and answers, and product reports (docs/product.md, "Product page"). Shoppers are named
 * on the public page as reviewers are ("Priya N."), never in full nor by account id; the seller's answers
 * carry the store's name (the seller's own when the store has none) and the seller flag.
 */

export async function productExists(db: Db, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1)
  return row !== undefined
}

/** The product's questions, newest first (at most `limit`), each with its answers oldest first; and how many there are. */
export async function getProductQuestions(
  db: Db,
  productId: string,
  limit: number,
): Promise<{ questions: ProductQuestion[]; total: number }> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(productQuestions)
    .where(eq(productQuestions.productId, productId))
  const questionRows = await db
    .select({
      id: productQuestions.id,
      question: productQuestions.question,
      createdAt: productQuestions.createdAt,
      askerName: users.name,
    })
    .from(productQuestions)
    .innerJoin(users, eq(users.id, productQuestions.userId))
    .where(eq(productQuestions.productId, productId))
    .orderBy(desc(productQuestions.createdAt), productQuestions.id)
    .limit(limit)
  const ids = questionRows.map((row) => row.id)
  const answerRows =
    ids.length === 0
      ? []
      : await db
          .select({
            questionId: productAnswers.questionId,
            answer: productAnswers.answer,
            createdAt: productAnswers.createdAt,
            sellerId: productAnswers.sellerId,
            storeName: sellers.storeName,
            sellerName: sellers.name,
            userName: users.name,
          })
          .from(productAnswers)
          .leftJoin(sellers, eq(sellers.id, productAnswers.sellerId))
          .leftJoin(users, eq(users.id, productAnswers.userId))
          .where(inArray(productAnswers.questionId, ids))
          .orderBy(asc(productAnswers.createdAt), productAnswers.id)
  const byQuestion = new Map<string, ProductQuestion['answers']>()
  for (const row of answerRows) {
    const seller = row.sellerId !== null
    // A shopper who has since deleted their account leaves an answer without a name.
    const by = seller ? (row.storeName ?? row.sellerName ?? '') : reviewerDisplayName(row.userName ?? '')
    const list = byQuestion.get(row.questionId) ?? []
    list.push({ ans: row.answer, by, seller, date: toTimestamp(row.createdAt) })
    byQuestion.set(row.questionId, list)
  }
  return {
    total: counted?.total ?? 0,
    questions: questionRows.map((row) => ({
      id: row.id,
      question: row.question,
      answers: byQuestion.get(row.id) ?? [],
      customerDetails: { name: reviewerDisplayName(row.askerName) },
      date: toTimestamp(row.createdAt),
    })),
  }
}

/** Stores a shopper's question and answers it as the page will show it. */
export async function addProductQuestion(
  db: Db,
  input: { productId: string; userId: string; question: string; at: Date },
): Promise<ProductQuestion> {
  const id = newDocumentId()
  await db.insert(productQuestions).values({
    id,
    productId: input.productId,
    userId: input.userId,
    question: input.question,
    createdAt: input.at,
  })
  const [asker] = await db.select({ name: users.name }).from(users).where(eq(users.id, input.userId))
  return {
    id,
    question: input.question,
    answers: [],
    customerDetails: { name: reviewerDisplayName(asker?.name ?? '') },
    date: toTimestamp(input.at),
  }
}

/**
 * The product page offers the specification's four issues; reports of every kind are stored in one
 * vocabulary (the one seller and brand reports use), so operators read one list. Same meaning, their
 * spelling.
 */
const STORED_ISSUE: Record<ProductReportIssue, ReportIssue> = {
  'Incorrect Information': 'Incorrect Informations',
  'Counterfeit Products': 'Counterfeit Products',
  'Copyright & Trademarks Violation': 'Copyright & Trademarks violation',
  Others: 'Others',
}

export async function storeProductReport(
  db: Db,
  input: { productId: string; userId: string; issue: ProductReportIssue; comment: string; at: Date },
): Promise<void> {
  await db.insert(productReports).values({
    productId: input.productId,
    userId: input.userId,
    issue: STORED_ISSUE[input.issue],
    comment: input.comment,
    createdAt: input.at,
  })
}
