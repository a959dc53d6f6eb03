// Visual baselines of the stories, loaded only by the `storybook` Vitest project.
// After each story test (render, play function and axe checks passed):
// - a story under stories/ui/ has its story root compared with stories/__screenshots__/<story id>-chromium-linux.png;
// - a page story under stories/pages/ named in PAGE_BASELINES has the whole page compared at both widths,
//   <story id>-desktop-chromium-linux.png (1280 wide) and <story id>-phone-chromium-linux.png (390 wide).
// A missing or different baseline fails the test; `npm run test:visual:update` rewrites them deliberately.
import type { Parameters } from 'storybook/internal/types'
import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'

const VISUAL_STORY_FOLDER = '/stories/ui/'
const PAGE_STORY_FOLDER = '/stories/pages/'

/**
 * The page stories with full-page baselines, by story file: the main state of every page file, and the cart
 * with many lines. Every page story at two widths would be over 500 images and minutes of CI; the others
 * are still rendered, played and checked by axe. A story is added here together with its two baselines
 * (`npx vitest run --project storybook stories/pages/<file> -u`, then look at both PNGs).
 */
const PAGE_BASELINES: Readonly<Record<string, readonly string[]>> = {
  'Account.stories.tsx': ['pages-account--dashboard'],
  'Addresses.stories.tsx': ['pages-addresses--two-addresses'],
  'Auth.stories.tsx': ['pages-auth--login-idle'],
  'Browse.stories.tsx': ['pages-browse--search-loaded'],
  'Cancellation.stories.tsx': ['pages-cancellation--prepaid'],
  'Cart.stories.tsx': ['pages-cart--empty', 'pages-cart--many-items'],
  'Checkout.stories.tsx': ['pages-checkout--cart-one-address'],
  'Deals.stories.tsx': ['pages-deals--featured-brand-products-loaded'],
  'Explore.stories.tsx': ['pages-explore--menu-for-a-shopper'],
  'Header.stories.tsx': ['pages-header--visitor'],
  'Hearts.stories.tsx': ['pages-hearts--shopper-toggles-a-heart'],
  'Home.stories.tsx': ['pages-home--loaded'],
  'Lists.stories.tsx': ['pages-lists--account-lists'],
  'NewArrivals.stories.tsx': ['pages-new-arrivals--collection-ready'],
  'OrderCompleted.stories.tsx': ['pages-ordercompleted--placed-cash-on-delivery'],
  'OrderDetails.stories.tsx': ['pages-order-details--shipped'],
  'Orders.stories.tsx': ['pages-orders--my-orders'],
  'Product.stories.tsx': ['pages-product--in-stock'],
  'SellerArea.stories.tsx': ['pages-sellerarea--orders'],
  'SellerStore.stories.tsx': ['pages-sellerstore--loaded'],
  'TopStores.stories.tsx': ['pages-topstores--ready'],
  'Wallet.stories.tsx': ['pages-wallet--demo-wallet'],
}

/** The two widths of a page baseline: the test desktop and the phone (.storybook/viewports.ts). */
const PAGE_WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const
type PageWidth = keyof typeof PAGE_WIDTHS

/** A longer page is cut here: its top is what a reviewer compares, and the image stays a few hundred kB. */
const MAX_PAGE_HEIGHT = 6000

/**
 * Page stories read the clock (orders placed "3 days ago", recorded deals moved to now, sessions an hour
 * ahead): in their files the clock starts at this same moment and runs from there, so dates read the same
 * in every run while timers and expiries still work. Countdowns, which show seconds, are masked instead.
 */
const PAGE_CLOCK_START = Date.UTC(2026, 0, 1, 6, 30)

/** A page at two widths, with its lazy rows and pictures, takes longer than Vitest's 10 s for a hook. */
const VISUAL_CHECK_TIMEOUT = 60_000

const ComparisonOptions = {
  comparatorName: 'pixelmatch',
  // Two equal captures in a row make a stable screenshot; on a busy CI machine one capture can take seconds.
  timeout: 15_000,
  comparatorOptions: { allowedMismatchedPixelRatio: 0.001 },
} as const

/** Replaces Date with one that reads `start` plus the real time elapsed since now. */
function installStoryClock(start: number): void {
  const RealDate = Date
  const startedAt = performance.now()
  const now = () => start + Math.floor(performance.now() - startedAt)
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now())
      else super(...(args as [string | number | Date]))
    }
    static override now() {
      return now()
    }
  }
  globalThis.Date = StoryDate as DateConstructor
}

// In files with page baselines. The setup runs before the story file is imported, so module-level dates use
// the clock too; Vitest gives every test file a fresh page, so the clock starts again with each file.
const testPath = expect.getState().testPath ?? ''
const pageBaselines = testPath.includes(PAGE_STORY_FOLDER)
  ? (PAGE_BASELINES[testPath.split('/').at(-1) ?? ''] ?? [])
  : []
if (pageBaselines.length > 0) installStoryClock(PAGE_CLOCK_START)

/** Waits until every picture inside `root` has loaded (or failed), lazy ones included. */
async function imagesSettled(root: Element): Promise<void> {
  const images = [...root.querySelectorAll('img')]
  for (const image of images) image.loading = 'eager'
  await Promise.all(
    images.map((image) =>
      image.complete
        ? undefined
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true })
            image.addEventListener('error', () => resolve(), { once: true })
          }),
    ),
  )
}

/** Waits until the DOM has not changed for `quietMs` (at most `maxMs`): answers drawn, lazy rows rendered. */
function domSettled(quietMs = 300, maxMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(finish, quietMs)
    const limit = setTimeout(finish, maxMs)
    const observer = new MutationObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(finish, quietMs)
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    function finish() {
      observer.disconnect()
      clearTimeout(timer)
      clearTimeout(limit)
      resolve()
    }
  })
}

/** Sizes the viewport to `width` and the whole page's height (up to MAX_PAGE_HEIGHT), once it stops growing. */
async function fitPage(width: number, minHeight: number): Promise<void> {
  let height = minHeight
  await page.viewport(width, height)
  // A taller viewport draws rows that wait for the screen (and they make the page taller): a few rounds.
  for (let round = 0; round < 4; round += 1) {
    await domSettled()
    await document.fonts.ready
    await imagesSettled(document.body)
    const wanted = Math.min(Math.max(document.documentElement.scrollHeight, minHeight), MAX_PAGE_HEIGHT)
    if (wanted === height) return
    height = wanted
    await page.viewport(width, height)
  }
}

/**
 * Toasts come and go on their own clock (4 s), so whether one is still on screen at the capture depends on
 * the machine's speed: they are hidden in page pictures (the stories' play functions check their words).
 */
const HIDE_TOASTS_CSS = `[class*="notistack-"] { visibility: hidden !important; }`

async function comparePage(storyId: string, first: PageWidth): Promise<void> {
  const hideToasts = document.createElement('style')
  hideToasts.textContent = HIDE_TOASTS_CSS
  document.head.append(hideToasts)
  try {
    await comparePageWidths(storyId, first)
  } finally {
    hideToasts.remove()
  }
}

async function comparePageWidths(storyId: string, first: PageWidth): Promise<void> {
  const widths: PageWidth[] = first === 'phone' ? ['phone', 'desktop'] : ['desktop', 'phone']
  for (const name of widths) {
    const { width, height } = PAGE_WIDTHS[name]
    await fitPage(width, height)
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${storyId}-${name}`, {
      ...ComparisonOptions,
      screenshotOptions: { mask: [...document.querySelectorAll('[role="timer"]')] },
    })
  }
}

type StoryUnderTest = { id: string; parameters: Parameters; globals: { viewport?: { value?: string } } }

afterEach(async (context) => {
  // @storybook/addon-vitest puts the composed story on the test context.
  const story = (context as unknown as { story?: StoryUnderTest }).story
  if (!story) return
  if (context.task.result?.errors?.length) return // the story already failed; a screenshot adds noise
  if (story.parameters.visual === false) return
  const file = context.task.file.filepath

  if (file.includes(PAGE_STORY_FOLDER)) {
    if (!pageBaselines.includes(story.id)) return
    await comparePage(story.id, story.globals.viewport?.value === 'phone' ? 'phone' : 'desktop')
    return
  }
  if (!file.includes(VISUAL_STORY_FOLDER)) return

  const root =
    story.parameters.visual === 'page'
      ? document.body
      : [...document.querySelectorAll('[data-story-root]')].at(-1)
  if (!root)
    throw new Error(`Story ${story.id} rendered no [data-story-root] element (preview decorator missing?)`)

  await document.fonts.ready
  await imagesSettled(root)
  await expect.element(page.elementLocator(root)).toMatchScreenshot(story.id, ComparisonOptions)
}, VISUAL_CHECK_TIMEOUT)
