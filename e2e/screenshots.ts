// `npx node e2e/screenshots.ts`: the README's pictures of the home page, taken from the built app
// (npm start on a fresh data folder) in headless Chromium, at desktop and phone widths.
import path from 'node:path'
import { startApp } from './server.ts'
import { launchChromium } from './support.ts'

const outDir = path.resolve(import.meta.dirname, '../docs/screenshots')
const shots = [
  { file: 'home-desktop.png', width: 1366, height: 1600, deviceScaleFactor: 1 },
  { file: 'home-phone.png', width: 390, height: 1400, deviceScaleFactor: 2 },
]

const app = await startApp()
const browser = await launchChromium()
try {
  for (const shot of shots) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.deviceScaleFactor,
      reducedMotion: 'reduce',
    })
    await page.goto(`${app.baseUrl}/`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0)
    // Every picture in view has loaded.
    await page.waitForFunction(() =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect()
        const inView = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth
        return image.complete || !inView
      }),
    )
    await page.waitForTimeout(500)
    await page.screenshot({ path: path.join(outDir, shot.file) })
    console.log(`wrote docs/screenshots/${shot.file}`)
    await page.close()
  }
} finally {
  await browser.close()
  await app.stop()
}
