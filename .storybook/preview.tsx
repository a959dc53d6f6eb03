import '@haat/ui/fonts'
import { theme } from '@haat/ui'
import Box from '@mui/material/Box'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { Decorator, Preview } from '@storybook/react-vite'
import isChromatic from 'chromatic/isChromatic'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
import { TEST_VIEWPORT, viewports } from './viewports.ts'

// findBy*/waitFor give up after 1 s by default; lazy route chunks and MSW answers can take longer on a
// busy two-core CI machine, and a story should fail on wrong behaviour, not on a slow disk.
configure({ asyncUtilTimeout: 5000 })

/**
 * Motion is frozen (transitions and animations off, no blinking caret) where pictures are compared: in the
 * Vitest story tests, whose visual baselines would otherwise differ by a frame, and in Chromatic. A designer
 * browsing Storybook sees the real motion, so play functions never rely on it being frozen: they wait for a
 * dialog, menu or slide with findBy*, waitFor or waitForElementToBeRemoved. The static check
 * (scripts/storybook-static-check.ts) runs every story with live motion to hold them to that.
 */
const motionFrozen = isChromatic() || '__vitest_browser__' in globalThis

if (motionFrozen) {
  const style = document.createElement('style')
  style.dataset.haatFrozenMotion = ''
  style.textContent = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`
  document.head.append(style)
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Padding around the story in px (default 16). Full-page stories pass 0. */
    storyPadding?: number
    /**
     * Visual baseline of a story under stories/ui (see .storybook/visual.setup.ts): `false` skips it,
     * `'page'` captures the whole viewport (for menus and dialogs rendered in portals), default the story root.
     */
    visual?: false | 'page'
  }
}

/** Theme, baseline CSS and a fixed padding, identical in the Storybook UI and in the Vitest story tests. */
const withHaatTheme: Decorator = (Story, context) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <Box data-story-root="" sx={{ p: `${context.parameters.storyPadding ?? 16}px` }}>
      <Story />
    </Box>
  </ThemeProvider>
)

const preview: Preview = {
  decorators: [withHaatTheme],
  // Every story opens at the story tests' 1280 x 800 window, in the Storybook UI as in Vitest, so a designer
  // sees the layout the play function and the visual baseline were written for (not the 1066 px left of the
  // UI's sidebar and panel). A story may pin another viewport with its own `globals`.
  initialGlobals: { viewport: { value: TEST_VIEWPORT, isRotated: false } },
  // One worker for all stories; each story's `parameters.msw` handlers are applied on top of it.
  // (msw 3 renamed onUnhandledRequest to onUnhandledFrame: unmatched requests such as images pass through.)
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker()
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
      return worker
    }),
  ],
  parameters: {
    // Storybook's own padding is off so the decorator's padding is the only one, in the UI and in tests.
    layout: 'fullscreen',
    // Accessibility violations fail the story test.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
