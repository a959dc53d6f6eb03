import { NotBuiltYet } from '@haat/ui'
import { useCurrentPage } from '../../app/currentPage.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'

/** The screen of a route whose page is not built yet: says so honestly, with its title. */
export function NotBuiltYetRoute() {
  const title = useCurrentPage()?.title ?? 'This page'
  useDocumentTitle(`${title} | Haat`)
  return <NotBuiltYet title={title} />
}
