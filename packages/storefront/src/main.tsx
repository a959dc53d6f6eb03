/// <reference types="vite/client" />
import '@haat/ui/fonts'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders } from './app/AppProviders.tsx'
import { startFirstCalls } from './app/firstCalls.ts'
import { AppRoutes } from './app/router.tsx'
import { makeStore } from './app/store.ts'

async function start() {
  // `npm run dev:mock`: answer every /api call from the MSW fixtures before the first request goes out.
  if (import.meta.env.MODE === 'mock') {
    const { startMockApi } = await import('./mocks/browser.ts')
    await startMockApi()
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const store = makeStore()
  // Without them the screen sends the same calls itself once rendered: a failure here costs only time.
  startFirstCalls(store.dispatch, window.location.pathname).catch((error: unknown) => {
    if (import.meta.env.DEV) console.error(error)
  })
  const app = createRoot(root)
  // In a transition React renders the first screen in slices and lets the browser paint and answer
  // input between them; a plain render is one task of about a second on a mid-range phone, which is
  // most of the page's blocking time (docs/benchmarks.md, "The first render in slices").
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    )
  })
}

void start()
