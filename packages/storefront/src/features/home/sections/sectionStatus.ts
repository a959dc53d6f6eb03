import type { FeedStatus } from '../../../app/errorText.ts'
import { feedStatus } from '../../../app/errorText.ts'

/** FeedSection's status for a query whose data is a list: `empty` when it answered with nothing. */
export function sectionStatus(
  query: { isLoading: boolean; isError: boolean; data?: unknown },
  items: readonly unknown[],
): FeedStatus | 'empty' {
  const status = feedStatus(query)
  return status === 'ready' && items.length === 0 ? 'empty' : status
}
