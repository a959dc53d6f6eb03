import { tokens } from '@haat/ui'
import { MOCK_HEADER, UNFILTERED } from './recorded/calls.ts'

export const UNFILTERED_NOTICE = 'Mock data: this listing is recorded and not filtered'

/**
 * Which pages of the app got a recorded answer that does not match what they asked for (a filter, sort,
 * page or id that was not recorded): by the page's address, the API paths answered that way. An answer that
 * matches its request clears its path again, so clearing the filters hides the notice.
 */
export class UnfilteredAnswers {
  readonly #byPage = new Map<string, Set<string>>()

  /** Notes one mocked answer of `apiUrl`, served while the app showed `pageUrl`. */
  record(pageUrl: string, apiUrl: string, response: Pick<Response, 'headers'>): void {
    const page = withoutHash(pageUrl)
    const apiPath = new URL(apiUrl, pageUrl).pathname
    const paths = this.#byPage.get(page) ?? new Set<string>()
    if (response.headers.get(MOCK_HEADER) === UNFILTERED) paths.add(apiPath)
    else paths.delete(apiPath)
    if (paths.size > 0) this.#byPage.set(page, paths)
    else this.#byPage.delete(page)
  }

  /** Whether the page at `pageUrl` shows an answer that was not recorded for it. */
  shownAt(pageUrl: string): boolean {
    return this.#byPage.has(withoutHash(pageUrl))
  }
}

const withoutHash = (url: string) => url.split('#')[0] ?? url

/**
 * The notice's look: small, fixed above the bottom edge (and the phone's bottom bar), never in the way.
 * Plain DOM styles outside the theme, so the colours come from the tokens themselves.
 */
const NOTICE_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  insetInlineStart: '12px',
  bottom: '76px',
  zIndex: '2147483647',
  maxWidth: 'calc(100vw - 24px)',
  padding: '6px 12px',
  borderRadius: '16px',
  background: tokens.devNoticeColours.bg,
  color: tokens.devNoticeColours.fg,
  font: '500 13px/1.4 system-ui, sans-serif',
  boxShadow: tokens.shadow.notice,
  pointerEvents: 'none',
}

/**
 * dev:mock's notice "Mock data: this listing is recorded and not filtered", shown while the page on screen
 * shows such an answer. The live region is in the page from the start (empty), so a screen reader announces
 * the text when it appears. React Router moves between pages without an event, so the address is looked at
 * twice a second as well as after each answer.
 */
export function watchUnfilteredAnswers(
  onMocked: (listener: (request: Request, response: Response) => void) => void,
): UnfilteredAnswers {
  const answers = new UnfilteredAnswers()
  const region = document.createElement('div')
  region.setAttribute('role', 'status')
  region.setAttribute('aria-live', 'polite')
  region.dataset.haatMockNotice = ''
  document.body.append(region)
  const render = () => {
    const shown = answers.shownAt(window.location.href)
    if (shown === (region.firstChild !== null)) return
    if (!shown) {
      region.replaceChildren()
      return
    }
    const notice = document.createElement('p')
    Object.assign(notice.style, NOTICE_STYLE, { margin: '0' })
    notice.textContent = UNFILTERED_NOTICE
    region.replaceChildren(notice)
  }
  onMocked((request, response) => {
    answers.record(window.location.href, request.url, response)
    render()
  })
  window.setInterval(render, 500)
  return answers
}
