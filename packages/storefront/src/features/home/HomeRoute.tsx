import { useEffect } from 'react'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { HomePage } from './HomePage.tsx'
import { clearStorageForHome } from './homeStorage.ts'

/** The / route: the home page, and the clean-up of browser storage that every home load does. */
export function HomeRoute() {
  useDocumentTitle('Haat: online shopping for India')
  useEffect(() => clearStorageForHome(window.localStorage), [])
  return <HomePage />
}
