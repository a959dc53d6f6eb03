// What the main-thread check (main-thread.test.ts) and `npm run bench:main-thread` share about a Chromium
// trace of a page load: the phone it is loaded on, and the events of the page's renderer main thread.

/** Lighthouse's phone: 412 x 823 at 1.75x, with touch (a Playwright context's options). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/** A trace event, with the arguments the caller reads. */
export interface TraceEvent<Args = Record<string, unknown>> {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: Args & {
    /** A thread_name metadata event's name. */
    name?: string
  }
}

/**
 * The events of the page's renderer main thread: of the threads named CrRendererMain (the browser also
 * traces about:blank's), the one that ran longest.
 */
export function rendererMainThread<E extends TraceEvent<object>>(events: E[]): E[] {
  const busiest = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((thread) => ({
      thread,
      busy: events
        .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
        .reduce((sum, e) => sum + (e.dur ?? 0), 0),
    }))
    .sort((a, b) => b.busy - a.busy)[0]?.thread
  if (!busiest) throw new Error('The trace has no renderer main thread')
  return events.filter((event) => event.pid === busiest.pid && event.tid === busiest.tid)
}
