import { resolve } from 'node:path'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { TEST_VIEWPORT_SIZE } from './.storybook/viewports.ts'

const root = import.meta.dirname

// @haat/ui's "source" export: unit tests import the package's sources, so no build of it is needed (Node
// tests resolve as Vite's server side does; the stories get it from .storybook/main.ts).
const sourceFirstOnServer = { conditions: ['source', ...defaultServerConditions] }

// The Vitest projects of the monorepo.
// `unit`: logic and API tests in Node.
// `storybook`: every story as a test in headless Chromium (render, play function, axe), plus a visual
// baseline for each story under stories/ui (.storybook/visual.setup.ts).
export default defineConfig({
  test: {
    // Actual and diff images of failed screenshot comparisons (git-ignored).
    attachmentsDir: '.vitest-attachments',
    projects: [
      {
        ssr: { resolve: sourceFirstOnServer },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [
          // Every story test renders at the preview's initialGlobals viewport (1280 x 800) unless the story
          // pins another one, as the Storybook UI does.
          storybookTest({ configDir: resolve(root, '.storybook') }),
        ],
        test: {
          name: 'storybook',
          setupFiles: [resolve(root, '.storybook/visual.setup.ts')],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
              // Carousels and other motion respect prefers-reduced-motion: stable screenshots.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            viewport: TEST_VIEWPORT_SIZE,
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                // One flat, committed folder: stories/__screenshots__/<story id>-chromium-linux.png.
                resolveScreenshotPath: ({ arg, browserName, platform, ext }) =>
                  resolve(root, 'stories/__screenshots__', `${arg}-${browserName}-${platform}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
})
