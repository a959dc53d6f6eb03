// The pure part of the static Storybook check (scripts/storybook-static-check.ts): which entries of the
// built index.json it runs, at which window size, and how it reports what came back.

/** One entry of Storybook's index.json (only the fields the check reads). */
export interface IndexEntry {
  type: 'story' | 'docs'
  id: string
  title: string
  name: string
  importPath: string
  tags?: string[]
}

/**
 * The entries the Vitest `storybook` project turns into tests: stories (never docs pages), and only
 * those tagged `test` (Storybook gives every story that tag unless the story removes it with `!test`).
 */
export function storiesToRun(entries: Record<string, IndexEntry>): IndexEntry[] {
  return Object.values(entries).filter(
    (entry) => entry.type === 'story' && (entry.tags ?? []).includes('test'),
  )
}

export interface WindowSize {
  width: number
  height: number
}

/**
 * The window size of a viewport option's `styles` (`{ width: '390px', height: '844px' }`), or
 * undefined when the story has no viewport with pixel sizes (the check then keeps its default size).
 */
export function pixelSize(styles: { width?: unknown; height?: unknown } | undefined): WindowSize | undefined {
  const px = (value: unknown) =>
    typeof value === 'string' && /^\d+px$/.test(value) ? Number.parseInt(value, 10) : undefined
  const width = px(styles?.width)
  const height = px(styles?.height)
  return width && height ? { width, height } : undefined
}

/** What one story's render and play function came to in the static build. */
export interface StoryOutcome {
  id: string
  /** Empty when the story rendered, played and finished without an error. */
  failures: string[]
  ms: number
  /**
   * What the first try reported, for a story that failed once and passed when played again: a play
   * function racing the motion a designer's Storybook plays (a dialog still fading in, say). It passes
   * the check, and the summary names it so its play function gets fixed.
   */
  firstTryFailures?: string[]
}

/** One line per story as it finishes, with the first line of each failure under it. */
export function progressLine(outcome: StoryOutcome): string {
  const mark = outcome.failures.length > 0 ? '✗' : '✓'
  const reasons = outcome.failures.map((failure) => `    ${failure.split('\n')[0]}\n`).join('')
  return `${mark} ${outcome.id} ${(outcome.ms / 1000).toFixed(1)} s\n${reasons}`
}

/** A report for the terminal: the count, the failures with their messages, and the slowest stories. */
export function summarize(outcomes: StoryOutcome[], seconds: { build: number; run: number }): string {
  const failed = outcomes.filter((outcome) => outcome.failures.length > 0)
  const lines = [
    `Static Storybook: ${outcomes.length} stories, ${outcomes.length - failed.length} passed, ${failed.length} failed` +
      ` (build ${seconds.build.toFixed(0)} s, run ${seconds.run.toFixed(0)} s)`,
  ]
  for (const outcome of failed) {
    lines.push(`  ✗ ${outcome.id}`)
    for (const failure of outcome.failures)
      lines.push(`      ${failure.split('\n').slice(0, 6).join('\n      ')}`)
    // The first try can fail differently (a hang first, then an error in a fresh preview): both help.
    const firstTry = outcome.firstTryFailures?.[0]
    if (firstTry && firstTry !== outcome.failures[0])
      lines.push(`      first try: ${firstTry.split('\n').slice(0, 3).join('\n      ')}`)
  }
  const flaky = outcomes.filter(
    (outcome) => outcome.failures.length === 0 && outcome.firstTryFailures?.length,
  )
  if (flaky.length > 0) {
    lines.push(`  passed on a second try (${flaky.length}; their play functions race something, fix them):`)
    for (const outcome of flaky)
      lines.push(`  ~ ${outcome.id}: ${outcome.firstTryFailures?.[0]?.split('\n')[0] ?? ''}`)
  }
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3)
  if (slowest.length > 0)
    lines.push(
      `  slowest: ${slowest.map((outcome) => `${outcome.id} ${(outcome.ms / 1000).toFixed(1)} s`).join(', ')}`,
    )
  return lines.join('\n')
}
