import type { Answer, MyQuestion, MyReview, ReferredFriend } from '@haat/contract'
import {
  ACCOUNT_SECTION_PARAM,
  type AccountSectionName,
  accountSectionHref,
  DASHBOARD_ORDERS,
  DASHBOARD_SEE_LESS_ORDERS,
  DASHBOARD_SEE_MORE_ORDERS,
} from '@haat/contract/core'
import { productHref } from '../../shared/links.ts'
import { dateOf } from '../../shared/orders/orderView.ts'

/*
 * My Account's own sections as the page shows them: the section and its page live in the URL
 * (?section=RatingandReview&page=2), so Back, a reload and a shared link show the same thing.
 */

/** The page of a paged section (`?page=`): 1 unless a whole number from 1 is given. */
export function sectionPageOf(params: URLSearchParams): number {
  const raw = params.get('page')
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1
  const page = Number(raw)
  return Math.max(page, 1)
}

/** The address of a page of a paged section (page 1 has no `page`). */
export function sectionPageHref(section: AccountSectionName, page: number): string {
  const base = accountSectionHref(section)
  if (page <= 1) return base
  return `${base}${base.includes('?') ? '&' : `?${ACCOUNT_SECTION_PARAM}=${section}&`}page=${page}`
}

/** MyReviewCard's props of one review (without the events, which only the screen has). */
export function myReviewCardOf(review: MyReview) {
  return {
    productName: review.productName,
    productHref: productHref(review.productId),
    productImage: review.productImage,
    rating: review.rating,
    title: review.review,
    comment: review.comment,
    date: dateOf(review.date),
    photoCount: review.mediaUrl.length,
  }
}

/** MyQuestionCard's props of one question. */
export function myQuestionCardOf(question: MyQuestion) {
  return {
    question: question.question,
    productName: question.productName,
    productHref: productHref(question.productId),
    productImage: question.productImage,
    date: dateOf(question.date),
    answers: question.answers.map((answer) => ({
      text: answer.ans,
      by: answer.by,
      seller: answer.seller,
      date: dateOf(answer.date),
    })),
  }
}

/** The friends as the Affiliate Dashboard lists them. */
export const affiliateFriendsOf = (friends: readonly ReferredFriend[]) =>
  friends.map((friend) => ({ ...friend, joined: dateOf(friend.joined) }))

/**
 * The referral link, whole: the server answers the sign-up page's path with the code, and the link is
 * made on the address the store is served from (so it is right on any host). An address that is whole
 * already is kept.
 */
export function referralLinkOf(shareUrl: string, origin: string): string {
  return new URL(shareUrl, origin).toString()
}

/**
 * The dashboard's orders: the first DASHBOARD_ORDERS until the see-more toggle opens the rest of the
 * page; the toggle only when there are more than that.
 */
export function dashboardOrders<T>(orders: readonly T[], expanded: boolean) {
  const more = orders.length > DASHBOARD_ORDERS
  return {
    shown: expanded ? orders : orders.slice(0, DASHBOARD_ORDERS),
    toggleLabel: more ? (expanded ? DASHBOARD_SEE_LESS_ORDERS : DASHBOARD_SEE_MORE_ORDERS) : null,
  }
}

/** The shopper's default address from their address list: the primary one, else the first, else none. */
export function defaultAddressOf(addresses: Answer<'addresses'> | undefined) {
  if (!addresses || addresses.length === 0) return null
  return addresses.find((address) => address.primaryAddress) ?? addresses[0] ?? null
}
