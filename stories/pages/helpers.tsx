import type { Decorator } from '@storybook/react-vite'
import { useState } from 'react'
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router-dom'
import { AppProviders } from '../../packages/storefront/src/app/AppProviders.tsx'
import { makeStore } from '../../packages/storefront/src/app/store.ts'
import type { StorageLike } from '../../packages/storefront/src/shared/session/authSlice.ts'

/** Where a followed link led: lets a play function check navigation without building the target screen. */
function NavigatedTo() {
  const location = useLocation()
  return <p data-testid="navigated-to">{`${location.pathname}${location.search}`}</p>
}

export interface StorefrontOptions {
  /** The URL the story opens when `path` is a pattern with parameters (e.g. /otp-snd/:number/:otpSession). */
  initialEntry?: string
  /** Router state of the initial entry (what the previous screen passed along). */
  initialState?: unknown
  /** Start signed in with this token (an hour ahead); the session is kept in memory, not in localStorage. */
  signedIn?: boolean
}

/** Session storage of a story: in memory, so a story never signs the Storybook tab in or out. */
function memoryStorage(): StorageLike {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

function PageHarness({
  Story,
  path,
  options,
}: {
  Story: () => React.ReactNode
  path: string
  options: StorefrontOptions
}) {
  // A fresh store and router per story: no cached feed or location leaks from one story into another.
  const [store] = useState(() =>
    makeStore(
      options.signedIn ? { auth: { token: 'story-token', expiresAt: Date.now() + 3_600_000 } } : undefined,
      { storage: memoryStorage() },
    ),
  )
  const [initialEntries] = useState(() => [
    { ...parsePath(options.initialEntry ?? path), state: options.initialState },
  ])
  return (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={initialEntries}>
        <Routes>
          <Route path={path} element={<Story />} />
          <Route path="*" element={<NavigatedTo />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  )
}

/**
 * Renders a storefront screen as the app does: theme with router links, Redux store with the RTK Query
 * api, toasts and a router. MSW handlers come from each story's `parameters.msw.handlers`.
 */
export function withStorefront(path = '/', options: StorefrontOptions = {}): Decorator {
  return (Story) => <PageHarness Story={Story} path={path} options={options} />
}
