import type { StorybookConfig } from '@storybook/react-vite'
import { defaultClientConditions } from 'vite'

// Storybook for @haat/ui components (stories/ui) and storefront screens on MSW fixtures (stories/pages).
// The default react-docgen stays: TypeScript 7 has no JS API, so react-docgen-typescript would crash.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The MDX pages (stories/docs: introduction, reviewing, pages for designers) come first in the sidebar.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // public/ holds the MSW worker script and the fixture images (/fixtures/img/...).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // @haat/ui's "source" export: stories render the package's sources, so no build of it is needed.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: ['source', ...defaultClientConditions] },
  }),
}

export default config
