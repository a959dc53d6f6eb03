import { MINIMAL_VIEWPORTS } from 'storybook/viewport'

/**
 * Viewports of the Storybook toolbar. `testDesktop` is the size every story opens at, in the Storybook UI
 * and in every story test (and so every visual baseline): the preview's `initialGlobals` choose it. A story
 * can pin another one with `globals: { viewport: { value: 'phone' } }`, which wins in the UI and in the
 * tests alike.
 */
export const TEST_VIEWPORT = 'testDesktop'

/** The window of the story tests when a story pins no viewport (the browser's size in vite.config.ts). */
export const TEST_VIEWPORT_SIZE = { width: 1280, height: 800 } as const

export const viewports = {
  ...MINIMAL_VIEWPORTS,
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  [TEST_VIEWPORT]: {
    name: 'Desktop 1280 x 800 (tests)',
    styles: { width: `${TEST_VIEWPORT_SIZE.width}px`, height: `${TEST_VIEWPORT_SIZE.height}px` },
    type: 'desktop',
  },
} as const
