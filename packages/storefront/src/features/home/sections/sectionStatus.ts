import type { FeedStatus } from '../../../app/errorText.ts'
import { feedStatus } from '../../../app/errorText.ts'
import { useNearScreen } from '../NearScreen.tsx'

/** FeedSection's status for a query whose data is a list: `empty` when it answered with nothing. */
export function sectionStatus(
  query: { isLoading: boolean; isError: boolean; data?: unknown },
  items: readonly unknown[],
): FeedStatus | 'empty' {
  const status = feedStatus(query)
  return status === 'ready' && items.length === 0 ? 'empty' : status
}

/**
 * A home row's status: sectionStatus, except that a row whose data is ready but which is not near the
 * screen yet stays on its skeleton (NearScreen). Errors and empty answers are short texts and show at once.
 */
export function useSectionStatus(
  query: { isLoading: boolean; isError: boolean; data?: unknown },
  items: readonly unknown[],
): FeedStatus | 'empty' {
  const near = useNearScreen()
  const status = sectionStatus(query, items)
  return status === 'ready' && !near ? 'loading' : status
}
