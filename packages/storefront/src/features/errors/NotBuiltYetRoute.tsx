import { NotBuiltYet } from '@haat/ui'
import { useMatches } from 'react-router-dom'
import type { RouteHandle } from '../../app/routes.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'

/** The screen of a route whose page is not built yet: says so honestly, with its title. */
export function NotBuiltYetRoute() {
  const matches = useMatches()
  const handle = matches.at(-1)?.handle as RouteHandle | undefined
  const title = handle?.title ?? 'This page'
  useDocumentTitle(`${title} | Haat`)
  return <NotBuiltYet title={title} />
}
