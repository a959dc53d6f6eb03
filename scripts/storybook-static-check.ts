// Runs every story of the statically built Storybook the way a designer's browser runs it: builds
// Storybook (`storybook build`), serves the folder, opens iframe.html once per page in Chromium and asks
// the preview, story after story, to render and play it (Storybook's own channel, as the manager does when
// a story is chosen in the sidebar). A play function that throws, a story that fails to render and an
// error nobody handled while it played fail the check; so a story that is red in the Interactions panel of
// the published Storybook fails `npm test` too. A story that fails is played once more: failing twice
// fails the check; passing the second time is listed in the summary as a race to fix.
//
// Usage: node scripts/storybook-static-check.ts [--dir <built storybook>] [--only <id part>]...
//   --dir   skip the build and check an existing build (e.g. storybook-static after build-storybook)
//   --only  run only stories whose id contains the text (repeatable)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type Browser, chromium, type Page } from 'playwright-core'
import {
  type IndexEntry,
  pixelSize,
  progressLine,
  type StoryOutcome,
  storiesToRun,
  summarize,
  type WindowSize,
} from './storybook-static-stories.ts'

const root = path.resolve(import.meta.dirname, '..')
/** The Vitest story tests give a story 30 s (vite.config.ts); the same here. */
const STORY_TIMEOUT_MS = Number(process.env.STORY_TIMEOUT_MS ?? 30_000)
/** Two pages share the two cores of a CI machine with the static server; more only queue. */
const PAGES = 2
/** A story that pins no viewport with pixel sizes (the preview's initialGlobals pin the test size). */
const FALLBACK_SIZE: WindowSize = { width: 1280, height: 800 }

/** What a story that never ends reports. */
const NO_FINISH = 'no storyFinished'

const { values: options } = parseArgs({
  options: { dir: { type: 'string' }, only: { type: 'string', multiple: true } },
})

function build(): { dir: string; seconds: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-storybook-static-'))
  const started = performance.now()
  const result = spawnSync('npx', ['storybook', 'build', '-o', dir, '--quiet'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  })
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`)
    throw new Error(`storybook build exited with ${result.status}`)
  }
  return { dir, seconds: (performance.now() - started) / 1000 }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
}

/** A static file server for the built folder on a free port of 127.0.0.1. */
function serve(dir: string): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    })
    response.end(readFileSync(file))
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({ server, baseUrl: `http://127.0.0.1:${port}` })
    })
  })
}

/**
 * Opens the preview once (no story chosen yet) with axe switched off: the Vitest story tests run axe on
 * every story already, and it would double this check's time.
 */
interface Preview {
  page: Page
  /** Errors the page reported since the current story was chosen. */
  errors: string[]
  /** Loads the preview again after a story navigated the page away. */
  reload(): Promise<void>
}

async function openPreview(browser: Browser, baseUrl: string): Promise<Preview> {
  // Reduced motion as in the Vitest story tests (the carousels that autoplay opt back in themselves).
  const context = await browser.newContext({ viewport: FALLBACK_SIZE, reducedMotion: 'reduce' })
  // Loading the preview and its story chunks takes seconds on a quiet machine and minutes on a busy one.
  context.setDefaultTimeout(STORY_TIMEOUT_MS * 4)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`unhandled error: ${error.stack ?? error.message}`))
  const previewUrl = `${baseUrl}/iframe.html?viewMode=story`
  page.on('framenavigated', (frame) => {
    // The preview itself writes the chosen story into the address (same page); anything else left it.
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== '/iframe.html')
      errors.push(`navigated the preview away to ${frame.url()}`)
  })
  const load = async () => {
    // The preview's own readiness is awaited below; "load" can wait on a request the mock worker holds.
    await page.goto(previewUrl, { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
        .__STORYBOOK_PREVIEW__
      return Boolean(preview?.storyStoreValue)
    })
    // Axe off, as a designer's "manual" switch in the a11y panel does. The preview reads globals from the
    // address only with a story id in it, so they are set on the channel, and checked.
    await page.evaluate(() => {
      const channel = (
        window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } }
      ).__STORYBOOK_ADDONS_CHANNEL__
      channel.emit('updateGlobals', { globals: { a11y: { manual: true } } })
    })
    await page.waitForFunction(() => {
      type Globals = { a11y?: { manual?: boolean } }
      const store = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: { storyStoreValue: { userGlobals: { get(): Globals } } }
        }
      ).__STORYBOOK_PREVIEW__.storyStoreValue
      return store.userGlobals.get().a11y?.manual === true
    })
  }
  await load()
  return { page, errors, reload: load }
}

/**
 * The window a story renders at: its viewport global (the story's own, else the preview's initialGlobals),
 * as the Storybook UI sizes its frame and the Vitest story tests their browser.
 */
async function windowSize(page: Page, storyId: string): Promise<WindowSize> {
  const styles = await page.evaluate(async (id) => {
    type Store = {
      loadStory(args: { storyId: string }): Promise<unknown>
      getStoryContext(story: unknown): {
        globals: { viewport?: { value?: string } }
        parameters: {
          viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> }
        }
      }
    }
    const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: Store } })
      .__STORYBOOK_PREVIEW__.storyStoreValue
    const context = store.getStoryContext(await store.loadStory({ storyId: id }))
    const name = context.globals.viewport?.value
    return name ? context.parameters.viewport?.options?.[name]?.styles : undefined
  }, storyId)
  return pixelSize(styles) ?? FALLBACK_SIZE
}

/** Renders and plays one story in the open preview and collects what went wrong. */
async function runStory({ page, errors, reload }: Preview, storyId: string): Promise<StoryOutcome> {
  errors.length = 0
  const started = performance.now()
  const failures = await page
    .evaluate(
      ({ storyId, timeoutMs, noFinish }) =>
        new Promise<string[]>((resolve) => {
          type Channel = {
            on(event: string, listener: (payload: never) => void): void
            off(event: string, listener: (payload: never) => void): void
            emit(event: string, payload: unknown): void
          }
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
            .__STORYBOOK_ADDONS_CHANNEL__
          const found: string[] = []
          // The last render phase Storybook announced (loading, rendering, playing...): where a story that
          // never finishes got stuck.
          let phase = 'not started'
          const text = (error: { message?: string; stack?: string; name?: string }) =>
            error.stack?.includes(error.message ?? '')
              ? error.stack
              : `${error.name ?? 'Error'}: ${error.message}`
          const listeners: Record<string, (payload: never) => void> = {
            // Storybook's core events (storybook/internal/core-events), by their wire names.
            // A story that threw still ends with storyFinished (status error); choosing the next story
            // before that can leave the preview stuck, so wait for it, at most a few seconds.
            playFunctionThrewException: (error: { message?: string; stack?: string }) => {
              found.push(`play function: ${text(error)}`)
              setTimeout(finish, 5000)
            },
            storyThrewException: (error: { message?: string; stack?: string }) => {
              found.push(`render: ${text(error)}`)
              setTimeout(finish, 5000)
            },
            storyErrored: ({ title, description }: { title: string; description: string }) => {
              found.push(`render: ${title}\n${description}`)
              setTimeout(finish, 5000)
            },
            unhandledErrorsWhilePlaying: (list: { message?: string; stack?: string }[]) => {
              for (const error of list) found.push(`unhandled error while playing: ${text(error)}`)
            },
            storyRenderPhaseChanged: ({
              newPhase,
              storyId: changed,
            }: {
              newPhase: string
              storyId: string
            }) => {
              if (changed === storyId) phase = newPhase
            },
            storyMissing: () => {
              found.push('story missing from the built index')
              finish()
            },
            storyFinished: ({
              storyId: finished,
              status,
              reporters,
            }: {
              storyId: string
              status: string
              reporters?: { type: string; status: string; result?: unknown }[]
            }) => {
              if (finished !== storyId) return
              if (status !== 'success' && found.length === 0) {
                // No error event came: a reporter (such as axe's) decided; say which and what it found.
                const failing = (reporters ?? []).filter((reporter) => reporter.status !== 'passed')
                const detail = failing.map((reporter) => {
                  const result = reporter.result as
                    | { violations?: { id: string; nodes: { target: unknown }[] }[] }
                    | undefined
                  const violations = result?.violations?.map(
                    (violation) =>
                      `${violation.id} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
                  )
                  return `${reporter.type}: ${violations ? violations.join('; ') : JSON.stringify(result)}`
                })
                found.push([`finished with status ${status}`, ...detail].join('\n').slice(0, 2000))
              }
              finish()
            },
          }
          const timer = setTimeout(() => {
            found.push(`${noFinish} within ${timeoutMs / 1000} s, stuck in its ${phase} phase`)
            finish()
          }, timeoutMs)
          function finish() {
            clearTimeout(timer)
            for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener)
            resolve(found)
          }
          for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener)
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
        }),
      { storyId, timeoutMs: STORY_TIMEOUT_MS, noFinish: NO_FINISH },
    )
    .catch(async (error: Error) => {
      // The page went away under the story (a real link followed, a reload): report it, start afresh.
      const found = [`the preview page was lost: ${error.message.split('\n')[0]}`]
      await reload()
      return found
    })
  // Vitest's expect colours its messages for a terminal; the summary is read in a CI log.
  const plain = (message: string) =>
    message.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
  return { id: storyId, failures: [...failures, ...errors].map(plain), ms: performance.now() - started }
}

async function main(): Promise<void> {
  const built = options.dir ? { dir: path.resolve(options.dir), seconds: 0 } : build()
  const index = JSON.parse(readFileSync(path.join(built.dir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>
  }
  const only = options.only ?? []
  const ids = storiesToRun(index.entries)
    .map((entry) => entry.id)
    .filter((id) => only.length === 0 || only.some((part) => id.includes(part)))
  const { server, baseUrl } = await serve(built.dir)
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  const started = performance.now()
  try {
    const previews = await Promise.all(Array.from({ length: PAGES }, () => openPreview(browser, baseUrl)))
    const queue = [...ids]
    const outcomes: StoryOutcome[] = []
    await Promise.all(
      previews.map(async (preview) => {
        let current = FALLBACK_SIZE
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          // A story before may have left the page mid-navigation: load the preview afresh once.
          const size = await windowSize(preview.page, id).catch(async () => {
            await preview.reload()
            return windowSize(preview.page, id)
          })
          if (size.width !== current.width || size.height !== current.height) {
            await preview.page.setViewportSize(size)
            current = size
          }
          const first = await runStory(preview, id)
          // One more try before calling it failed: on a loaded machine a play function can lose a race
          // with the motion this Storybook plays; one that fails twice is failing (see summarize). The
          // preview ignores being asked again for the story it shows (the second try then waits out the
          // timeout in its preparing phase), and a story that never finished leaves it mid-render: the
          // second try gets a freshly loaded preview.
          if (first.failures.length > 0)
            await preview.reload().catch((error: Error) => {
              first.failures.push(`loading the preview afresh failed: ${error.message.split('\n')[0]}`)
            })
          const outcome =
            first.failures.length === 0
              ? first
              : { ...(await runStory(preview, id)), firstTryFailures: first.failures }
          outcomes.push(outcome)
          process.stdout.write(progressLine(outcome))
        }
      }),
    )
    const order = new Map(ids.map((id, position) => [id, position]))
    outcomes.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    console.log(summarize(outcomes, { build: built.seconds, run: (performance.now() - started) / 1000 }))
    if (outcomes.some((outcome) => outcome.failures.length > 0)) process.exitCode = 1
  } finally {
    await browser.close()
    server.close()
    if (!options.dir) rmSync(built.dir, { recursive: true, force: true })
  }
}

await main()
