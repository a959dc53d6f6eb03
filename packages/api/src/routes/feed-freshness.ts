import type { Answer } from '@haat/contract'
import { FEED_CACHE_CONTROL } from '../plugins/http-cache.ts'

/**
 * Limited-time deals appear and disappear as they start and end. The countdown itself runs on the
 * client from the dates, but the list must not outlive the next start or end it contains.
 */
export function nextDealChange(deals: Answer<'limitedTimeDeals'>, now: number): number | undefined {
  let next: number | undefined
  for (const deal of deals) {
    for (const date of [deal.startDate, deal.endDate]) {
      if (!date) continue
      const at = date._seconds * 1000 + Math.floor(date._nanoseconds / 1e6)
      if (at > now && (next === undefined || at < next)) next = at
    }
  }
  return next
}

/** The usual feed header, or a shorter plain max-age when the answer changes within that window. */
export function feedCacheControl(changesAt: number | undefined, now: number): string {
  if (changesAt === undefined || changesAt - now >= 60_000) return FEED_CACHE_CONTROL
  return `public, max-age=${Math.max(0, Math.floor((changesAt - now) / 1000))}`
}
