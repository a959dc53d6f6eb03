/// <reference types="vite/client" />
import '@haat/ui/fonts'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders, getAppTheme } from './app/AppProviders.tsx'
import { startFirstCalls } from './app/firstCalls.ts'
import { DropFirstFrame } from './app/firstFrame/DropFirstFrame.tsx'
import { AppRoutes } from './app/router.tsx'
import { makeStore } from './app/store.ts'

/**
 * Lets the browser run its own work (a paint, a tap, other tasks) before the start goes on. The start is
 * cut in steps of a task each: on a phone the modules' evaluation, the store, the theme and the first render
 * together were one task of about half a second, and no tap is answered during a task.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } }
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

async function start() {
  // `npm run dev:mock`: answer every /api call from the MSW fixtures before the first request goes out.
  if (import.meta.env.MODE === 'mock') {
    const { startMockApi } = await import('./mocks/browser.ts')
    await startMockApi()
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  await nextTask()
  const store = makeStore()
  // Without them the screen sends the same calls itself once rendered: a failure here costs only time.
  startFirstCalls(store.dispatch, window.location.pathname).catch((error: unknown) => {
    if (import.meta.env.DEV) console.error(error)
  })
  await nextTask()
  getAppTheme()
  await nextTask()
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
          <DropFirstFrame />
        </AppProviders>
      </StrictMode>,
    )
  })
}

void start()
