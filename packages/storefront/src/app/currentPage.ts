import type { PageSpec } from '@haat/contract/core'
import { createContext, useContext } from 'react'

/** The page of the table the current route shows (its title, whether it needs a signed-in shopper). */
export const CurrentPageContext = createContext<PageSpec | undefined>(undefined)

export function useCurrentPage(): PageSpec | undefined {
  return useContext(CurrentPageContext)
}
