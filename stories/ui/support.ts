// Shared fixtures of the @haat/ui stories: a fixed clock and sample data with the fixture images.
import type { RatingCounts, TimestampLike } from '@haat/ui'
import { expect, screen, waitFor } from 'storybook/test'

/** The moment every time-dependent story renders at, so visual baselines never tick. */
export const STORY_NOW = Date.UTC(2026, 10, 20, 10, 0, 0)

/** A timestamp in the API's `{ _seconds, _nanoseconds }` shape, `offsetMs` from STORY_NOW. */
export function at(offsetMs: number): TimestampLike {
  return { _seconds: Math.floor((STORY_NOW + offsetMs) / 1000), _nanoseconds: 0 }
}

export const HOUR = 3_600_000
export const MINUTE = 60_000

/** Epoch milliseconds `offsetMs` from STORY_NOW: the value Storybook's date control edits. */
export const atMs = (offsetMs: number) => STORY_NOW + offsetMs

/**
 * The API's `{ _seconds, _nanoseconds }` of a date control's value. The control edits epoch milliseconds,
 * so a story keeps a timestamp prop as a number in its args and maps it here when it renders.
 */
export function timestampOf(ms: number | null | undefined): TimestampLike | null | undefined {
  return ms === null || ms === undefined ? ms : { _seconds: Math.floor(ms / 1000), _nanoseconds: 0 }
}

/** A Date prop from a date control's value (epoch milliseconds once a designer edits it, else the story's date). */
export const dateOf = (value: Date | number | string) => new Date(value)

/** A clock the play function moves by hand: deterministic ticking without fake timers. */
export function manualClock(start = STORY_NOW) {
  let current = start
  let reads = 0
  return {
    now: () => {
      reads += 1
      return current
    },
    advance(ms: number) {
      current += ms
    },
    reset() {
      current = start
      reads = 0
    },
    /**
     * How often the clock was read since reset. A component that starts its timer in an effect has read it
     * once that effect ran: in the Storybook UI that can happen after the play function starts.
     */
    reads: () => reads,
  }
}

export const fixedNow = () => STORY_NOW

export const img = (name: string) => `/fixtures/img/${name}.svg`

export const ratings = {
  none: { oneRating: 0, twoRating: 0, threeRating: 0, fourRating: 0, fiveRating: 0 },
  good: { oneRating: 12, twoRating: 8, threeRating: 40, fourRating: 310, fiveRating: 864 },
  mixed: { oneRating: 30, twoRating: 22, threeRating: 51, fourRating: 40, fiveRating: 35 },
} satisfies Record<string, RatingCounts>

/**
 * Waits until `element` is visible. Menus and dialogs fade or grow in: the story tests freeze that motion,
 * but a designer's Storybook plays it, and toBeVisible fails while the opacity is still on its way up.
 */
export async function expectShown(element: HTMLElement | null | undefined): Promise<void> {
  await waitFor(() => expect(element).toBeVisible())
}

/** Finds the dialog of that name and waits until it has faded in (see expectShown). */
export async function findShownDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name })
  await expectShown(dialog)
  return dialog
}

/**
 * Resolves when the CSS transitions running under an element have ended (or were cancelled). A button
 * turning from its disabled grey to the brand colour is mid-transition for a quarter of a second, and axe,
 * which checks a story right after its play function, would judge a contrast no shopper sees for long.
 * Endless animations (a skeleton's pulse) are not waited for.
 */
export async function transitionsEnded(element: Element): Promise<void> {
  const transitions = element
    .getAnimations({ subtree: true })
    .filter((running) => running instanceof CSSTransition)
  await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)))
}
