import {
  CategoryBar,
  Footer,
  MobileBottomBar,
  NotBuiltYet,
  PageLayout,
  type SearchBoxProps,
  SearchOverlay,
  TopNav,
} from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { categories, categoryHref } from './fixtures/categories.ts'
import { preventNavigation } from './fixtures/preventNavigation.tsx'
import { suggestions } from './fixtures/searchSuggestions.ts'
import { siteSettings } from './fixtures/siteSettings.ts'
import { expectShown } from './support.ts'

/** The chrome assembled as the storefront assembles it, around a "not built yet" page. */
function ChromeDemo({ signedIn, cartCount }: { signedIn: boolean; cartCount: number }) {
  const [query, setQuery] = useState('')
  const [overlayOpen, setOverlayOpen] = useState(false)
  const search: SearchBoxProps = {
    value: query,
    onChange: setQuery,
    suggestions: query.trim() ? suggestions : [],
    onSubmit: fn(),
    onSelect: fn(),
  }
  return (
    <PageLayout
      header={
        <>
          <TopNav
            user={signedIn ? { name: 'Priya Sharma' } : null}
            cartCount={cartCount}
            search={search}
            appLinks={siteSettings.appLinks}
            b2bUrl="https://business.haat.example/sign-in"
            onLogout={fn()}
            onOpenSearch={() => setOverlayOpen(true)}
          />
          <CategoryBar categories={categories} categoryHref={categoryHref} status="ready" />
        </>
      }
      footer={<Footer settings={siteSettings} />}
      bottomBar={
        <>
          <MobileBottomBar
            cartCount={cartCount}
            accountHref={signedIn ? '/my-account' : '/login'}
            onSearch={() => setOverlayOpen(true)}
          />
          <SearchOverlay open={overlayOpen} onClose={() => setOverlayOpen(false)} search={search} />
        </>
      }
    >
      <NotBuiltYet title="Top Deals" />
    </PageLayout>
  )
}

const meta = {
  title: 'UI/PageLayout',
  component: ChromeDemo,
  tags: ['autodocs'],
  args: { signedIn: false, cartCount: 0 },
  decorators: [preventNavigation],
  // Whole pages are taller than the viewport, where element screenshots come out cut off; each part has
  // its own baseline in its own stories.
  parameters: { storyPadding: 0, visual: false },
  beforeEach: () => {
    window.scrollTo(0, 0)
    return () => window.scrollTo(0, 0)
  },
} satisfies Meta<typeof ChromeDemo>

export default meta
type Story = StoryObj<typeof meta>

/** The first Tab reaches "Skip to content", which moves focus to <main>. */
export const Desktop: Story = {
  args: { signedIn: true, cartCount: 3 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toHaveFocus()
    await expect(skip).toHaveAttribute('href', '#main')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus())
    await userEvent.tab({ shift: true })
    skip.blur()
    await expect(canvas.getByRole('banner')).toBeVisible()
    await expect(canvas.getByRole('contentinfo')).toBeVisible()
  },
}

/** A phone: the search button of the bar and the bottom bar's Search both open the overlay. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await screen.findByRole('dialog', { name: 'Search Our Store' })
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    window.scrollTo(0, 200)
    const bar = await canvas.findByRole('navigation', { name: 'Quick links' })
    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }))
    await expectShown(await screen.findByRole('dialog', { name: 'Search Our Store' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    window.scrollTo(0, 0)
  },
}
