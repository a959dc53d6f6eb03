// Visual baselines for the @haat/ui stories, loaded only by the `storybook` Vitest project.
// After each story test of a file under stories/ui/ (render, play function and axe checks passed), the
// story root is compared with stories/__screenshots__/<story id>-chromium-linux.png. A missing or different
// baseline fails the test; `npm run test:visual:update` rewrites them deliberately.
import type { Parameters } from 'storybook/internal/types'
import { afterEach, beforeAll, expect } from 'vitest'
import { page } from 'vitest/browser'

const VISUAL_STORY_FOLDER = '/stories/ui/'

// Transitions and animations would make two runs of the same story differ by a few frames.
const FREEZE_MOTION_CSS = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`

beforeAll(() => {
  const style = document.createElement('style')
  style.dataset.haatVisual = ''
  style.textContent = FREEZE_MOTION_CSS
  document.head.append(style)
})

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

type StoryUnderTest = { id: string; parameters: Parameters }

afterEach(async (context) => {
  // @storybook/addon-vitest puts the composed story on the test context.
  const story = (context as unknown as { story?: StoryUnderTest }).story
  if (!story || !context.task.file.filepath.includes(VISUAL_STORY_FOLDER)) return
  if (context.task.result?.errors?.length) return // the story already failed; a screenshot adds noise
  if (story.parameters.visual === false) return

  const root =
    story.parameters.visual === 'page'
      ? document.body
      : [...document.querySelectorAll('[data-story-root]')].at(-1)
  if (!root)
    throw new Error(`Story ${story.id} rendered no [data-story-root] element (preview decorator missing?)`)

  await document.fonts.ready
  await imagesSettled(root)
  await expect.element(page.elementLocator(root)).toMatchScreenshot(story.id, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { allowedMismatchedPixelRatio: 0.001 },
  })
})
