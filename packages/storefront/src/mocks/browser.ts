import { setupWorker } from 'msw/browser'
import { handlers } from './handlers.ts'
import { watchUnfilteredAnswers } from './unfilteredNotice.ts'

/** The MSW worker of `npm run dev:mock`: every /api call is answered from the recordings and the auth mocks. */
export const worker = setupWorker(...handlers)

export async function startMockApi() {
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Images, fonts and Vite's own modules go to the network untouched.
    onUnhandledFrame: 'bypass',
    quiet: false,
  })
  // A listing asked with filters, a sort or a page that were not recorded gets the recorded default page:
  // say so on screen rather than show it as the filtered answer.
  watchUnfilteredAnswers((listener) => {
    worker.events.on('response:mocked', ({ request, response }) => listener(request, response))
  })
}
