import { MINIMAL_VIEWPORTS } from 'storybook/viewport'

/**
 * Viewports of the Storybook toolbar. `testDesktop` is the fixed size every story test (and so every
 * visual baseline) renders at, chosen in vite.config.ts; a story can pin another one with
 * `globals: { viewport: { value: 'phone' } }`, which wins in the UI and in the tests alike.
 */
export const TEST_VIEWPORT = 'testDesktop'

export const viewports = {
  ...MINIMAL_VIEWPORTS,
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  [TEST_VIEWPORT]: {
    name: 'Desktop 1280 x 800 (tests)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const
