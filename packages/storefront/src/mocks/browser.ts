import { setupWorker } from 'msw/browser'
import { handlers } from './handlers.ts'

/** The MSW worker of `npm run dev:mock`: every /api call is answered from the fixtures. */
export const worker = setupWorker(...handlers)

export async function startMockApi() {
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Images, fonts and Vite's own modules go to the network untouched.
    onUnhandledFrame: 'bypass',
    quiet: false,
  })
}
