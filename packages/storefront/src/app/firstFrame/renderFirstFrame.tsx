import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { StartupNotice } from '@haat/ui'
import Box from '@mui/material/Box'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppProviders } from '../AppProviders.tsx'
import { RootLayout } from '../layout/RootLayout.tsx'
import { makeStore } from '../store.ts'

/**
 * The frame the app draws first on every page with the common layout (header, category bar, an empty
 * page area), as HTML with its styles inline: what a signed-out visitor sees before any data has come.
 * The build puts it into index.html, so a phone paints the store's frame as soon as the page arrives
 * instead of a white screen until the app's code has loaded and run (docs/architecture.md, "The first
 * frame"). It stands beside #root and hides itself when the app's first render fills #root.
 *
 * The drawing is inert and hidden from assistive technology: a picture of controls that do nothing yet.
 * Below it, outside that, the startup notice: it shows by itself when the code is slow to start or the
 * browser runs no scripts, and goes with the rest when the app renders.
 *
 * Each call has an emotion cache of its own: a shared one writes each style only the first time it is
 * used in the process, and the frame must carry all of its styles. The key is the browser's default
 * ('css'), so the app's emotion adopts the inline styles instead of inserting them again.
 */
export function renderFirstFrame(): string {
  return renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <AppProviders store={makeStore()}>
        <StaticRouter location="/">
          <div inert aria-hidden="true">
            <RootLayout />
          </div>
          {/* Mid-screen: the drawn page area below the header is as tall as a screen. */}
          <Box sx={{ position: 'fixed', insetInline: 0, top: '50%', transform: 'translateY(-50%)' }}>
            <StartupNotice />
          </Box>
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  )
}
