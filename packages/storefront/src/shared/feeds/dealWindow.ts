import type { LimitedTimeDeal } from '@haat/contract'
import type { TimestampLike } from '@haat/ui'
import { useEffect, useState } from 'react'

const millis = (t: TimestampLike | null) =>
  t === null ? null : t._seconds * 1000 + (t._nanoseconds ?? 0) / 1e6

/** A deal is running when it has started and not yet ended (a deal without dates never runs). */
export function isRunning(deal: LimitedTimeDeal, now: number): boolean {
  const start = millis(deal.startDate)
  const end = millis(deal.endDate)
  return start !== null && end !== null && start <= now && now < end
}

/** A deal has ended from its end on (see docs/product.md, Listings: an ended deal's products leave its listing). */
export function hasEnded(deal: LimitedTimeDeal, now: number): boolean {
  const end = millis(deal.endDate)
  return end !== null && now >= end
}

/** The longest wait setTimeout accepts (about 24.8 days); a later end is simply waited for again. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1

/**
 * The deals that have not ended, kept current while the page is open: when the next of them ends, the
 * list is worked out again, so a tile whose countdown reaches 00:00:00 leaves instead of linking to a deal
 * with nothing left in it. The server leaves ended deals out of the feed, but its answer is cached for a
 * minute and the page may stay open for hours.
 */
export function useUnendedDeals(deals: readonly LimitedTimeDeal[]): LimitedTimeDeal[] {
  const [now, setNow] = useState(() => Date.now())
  const current = deals.filter((deal) => !hasEnded(deal, now))
  const ends = current.map((deal) => millis(deal.endDate)).filter((end) => end !== null)
  const nextEnd = ends.length > 0 ? Math.min(...ends) : null
  useEffect(() => {
    if (nextEnd === null) return
    // A timer that fires early (or after the longest wait) sets a new now, which sets the next timer.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, nextEnd - now), MAX_TIMEOUT_MS))
    return () => clearTimeout(timer)
  }, [nextEnd, now])
  return current
}
