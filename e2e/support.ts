// What the browser journeys share: reading the API as a test, waiting for a condition, and signing in.
import assert from 'node:assert/strict'
import { after, before } from 'node:test'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type RunningApp, type StartOptions, startApp } from './server.ts'

/** The demo shopper of the seed (README). */
export const DEMO = { email: 'demo@haat.example', password: 'Demo@1234' }

/** A GET of the running app's API that must answer 200; `token` asks as a signed-in shopper. */
export async function apiJson<T>(baseUrl: string, path: string, token?: string): Promise<T> {
  const answer = await fetch(`${baseUrl}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  assert.equal(answer.status, 200, `GET /api${path} answered ${answer.status}`)
  return (await answer.json()) as T
}

/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  assert.fail(`Timed out after ${timeoutMs} ms waiting until ${what}`)
}

/** Fills the /login form and sends it. */
export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  const main = page.locator('main')
  await main.getByRole('heading', { name: 'Sign In with Email' }).waitFor()
  await main.getByRole('textbox', { name: /^Email/ }).fill(email)
  await main.getByLabel(/^Password/).fill(password)
  await main.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** The machine's Chromium, headless, without the background work that would make a journey's timing vary. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

/** The running app and browser of a journey file, readable once its `before` hook has run. */
export interface Journey {
  readonly app: RunningApp
  readonly browser: Browser
}

/**
 * Starts the built app (with a fresh data folder) and Chromium before the calling file's tests and closes
 * both after them, so no journey file repeats the hooks or leaves a server running when one fails.
 */
export function useAppAndBrowser(options?: StartOptions): Journey {
  let app: RunningApp | undefined
  let browser: Browser | undefined
  before(async () => {
    app = await startApp(options)
    browser = await launchChromium()
  })
  after(async () => {
    await browser?.close()
    await app?.stop()
  })
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`The ${what} is read before the journey's before hook started it`)
    return value
  }
  return {
    get app() {
      return started(app, 'app')
    },
    get browser() {
      return started(browser, 'browser')
    },
  }
}

/**
 * A new tab of its own (a fresh browser context, so no other test's session leaks in) signed in as the
 * demo shopper, and its session's token for reading the API; `close` closes the context.
 */
export async function signedInDemoPage(
  journey: Journey,
): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await journey.browser.newContext({
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await page.goto(`${journey.app.baseUrl}/login`)
  await signInWithEmail(page, DEMO.email, DEMO.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  assert.ok(token)
  return { page, token, close: () => context.close() }
}

/** The count a header link names ("Cart, 3 items", "My Wishlist, 4 items"), 0 when it names none. */
export async function headerCount(page: Page, link: 'Cart' | 'My Wishlist'): Promise<number> {
  const anchor = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: new RegExp(`^${link}`) })
    .first()
  const name = (await anchor.getAttribute('aria-label')) ?? (await anchor.textContent()) ?? ''
  return Number(new RegExp(`${link}, (\\d+) item`).exec(name)?.[1] ?? 0)
}
