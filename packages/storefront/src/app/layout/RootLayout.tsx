import { PageLayout } from '@haat/ui'
import { lazy, Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { AppHeader } from './AppHeader.tsx'
import { useScrollRestoration } from './useScrollRestoration.ts'

// Below the fold or hidden until used: loaded right after the first paint, not before it, to keep the
// JavaScript the first screen waits for within budget.
const AppFooter = lazy(async () => ({ default: (await import('./AppFooter.tsx')).AppFooter }))
const MobileNavigation = lazy(async () => ({
  default: (await import('./MobileNavigation.tsx')).MobileNavigation,
}))

/** The frame of every screen: header and category bar, the page, footer, and the phone's bottom bar. */
export function RootLayout() {
  // The phone's search overlay opens from the header's search icon and from the bottom bar.
  const [searchOpen, setSearchOpen] = useState(false)
  useScrollRestoration()
  const openSearch = () => setSearchOpen(true)
  return (
    <PageLayout
      header={<AppHeader onOpenSearch={openSearch} />}
      footer={
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      }
      bottomBar={
        <Suspense fallback={null}>
          <MobileNavigation
            searchOpen={searchOpen}
            onOpenSearch={openSearch}
            onCloseSearch={() => setSearchOpen(false)}
          />
        </Suspense>
      }
    >
      {/* Until the first screen's chunk arrives the page area stays empty; later navigations keep the
          previous screen on show while the next one loads (they run in a transition). */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </PageLayout>
  )
}
