import { useAppSelector } from './store.ts'

/** How many RTK Query queries are in flight right now. */
export function useIsFetching(): number {
  return useAppSelector(
    (state) => Object.values(state.api.queries).filter((query) => query?.status === 'pending').length,
  )
}
