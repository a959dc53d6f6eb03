import { PageLayout } from '@haat/ui'
import { useState } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { AppFooter } from './AppFooter.tsx'
import { AppHeader } from './AppHeader.tsx'
import { MobileNavigation } from './MobileNavigation.tsx'

/** The frame of every screen: header and category bar, the page, footer, and the phone's bottom bar. */
export function RootLayout() {
  // The phone's search overlay opens from the header's search icon and from the bottom bar.
  const [searchOpen, setSearchOpen] = useState(false)
  const openSearch = () => setSearchOpen(true)
  return (
    <PageLayout
      header={<AppHeader onOpenSearch={openSearch} />}
      footer={<AppFooter />}
      bottomBar={
        <MobileNavigation
          searchOpen={searchOpen}
          onOpenSearch={openSearch}
          onCloseSearch={() => setSearchOpen(false)}
        />
      }
    >
      <ScrollRestoration />
      <Outlet />
    </PageLayout>
  )
}
