import { pageTitle } from '@haat/contract/core'
import { useEffect } from 'react'

/** Names the page in the browser's tab and history as the server names it in the HTML: "Top Deals | Haat". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title)
  }, [title])
}
