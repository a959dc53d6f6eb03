import { describe, expect, it } from 'vitest'
import {
  type IndexEntry,
  pixelSize,
  progressLine,
  storiesToRun,
  summarize,
} from './storybook-static-stories.ts'

const entry = (id: string, type: IndexEntry['type'], tags: string[]): IndexEntry => ({
  type,
  id,
  title: 'UI/Thing',
  name: id,
  importPath: './stories/ui/Thing.stories.tsx',
  tags,
})

describe('storiesToRun', () => {
  it('keeps stories tagged test, in index order, and leaves out docs pages and stories without the tag', () => {
    const entries = {
      'ui-thing--docs': entry('ui-thing--docs', 'docs', ['dev', 'test', 'autodocs']),
      'ui-thing--default': entry('ui-thing--default', 'story', ['dev', 'test', 'autodocs']),
      'ui-thing--no-test': entry('ui-thing--no-test', 'story', ['dev', 'autodocs']),
      'ui-thing--phone': entry('ui-thing--phone', 'story', ['dev', 'test']),
      'docs-readme--docs': entry('docs-readme--docs', 'docs', ['dev', 'test', 'unattached-mdx']),
    }
    expect(storiesToRun(entries).map((story) => story.id)).toEqual(['ui-thing--default', 'ui-thing--phone'])
  })
})

describe('pixelSize', () => {
  it('reads the pixel sizes of a viewport option', () => {
    expect(pixelSize({ width: '390px', height: '844px' })).toEqual({ width: 390, height: 844 })
  })
  it('gives nothing for a missing viewport or sizes that are not pixels', () => {
    expect(pixelSize(undefined)).toBeUndefined()
    expect(pixelSize({ width: '100%', height: '844px' })).toBeUndefined()
    expect(pixelSize({ width: '390px' })).toBeUndefined()
  })
})

describe('reports', () => {
  const outcomes = [
    { id: 'ui-a--one', failures: [], ms: 800 },
    {
      id: 'ui-b--two',
      failures: ['play function: Error: expected 1 to be 2\n    at play (B.stories.tsx:9)'],
      ms: 2400,
    },
    { id: 'ui-c--three', failures: [], ms: 300 },
  ]

  it('prints a story as it finishes with the first line of each failure', () => {
    expect(progressLine(outcomes[0] ?? { id: '', failures: [], ms: 0 })).toBe('✓ ui-a--one 0.8 s\n')
    expect(progressLine(outcomes[1] ?? { id: '', failures: [], ms: 0 })).toBe(
      '✗ ui-b--two 2.4 s\n    play function: Error: expected 1 to be 2\n',
    )
  })

  it('counts stories and failures, lists each failure with its message, and names the slowest', () => {
    const report = summarize(outcomes, { build: 41.6, run: 182.2 })
    expect(report.split('\n')[0]).toBe(
      'Static Storybook: 3 stories, 2 passed, 1 failed (build 42 s, run 182 s)',
    )
    expect(report).toContain(
      '  ✗ ui-b--two\n      play function: Error: expected 1 to be 2\n          at play',
    )
    expect(report).not.toContain('✗ ui-a--one')
    expect(report).toContain('slowest: ui-b--two 2.4 s, ui-a--one 0.8 s, ui-c--three 0.3 s')
  })

  it('passes a story that failed once and then passed, and names it with its first failure', () => {
    const report = summarize(
      [
        { id: 'ui-a--one', failures: [], ms: 10 },
        {
          id: 'ui-b--fading',
          failures: [],
          ms: 20,
          firstTryFailures: ['play function: Error: expect(element).toBeVisible()\n    at play'],
        },
      ],
      { build: 1, run: 2 },
    )
    expect(report.split('\n')[0]).toBe('Static Storybook: 2 stories, 2 passed, 0 failed (build 1 s, run 2 s)')
    expect(report).toContain('passed on a second try (1; their play functions race something, fix them):')
    expect(report).toContain('  ~ ui-b--fading: play function: Error: expect(element).toBeVisible()')
    expect(report).not.toContain('~ ui-a--one')
  })

  it("lists a failed story's first try when it failed differently", () => {
    const hang = 'no storyFinished within 30 s, stuck in its rendering phase'
    const report = summarize(
      [
        {
          id: 'ui-a--stuck',
          failures: ['play function: Error: expected 1 to be 2\n    at play'],
          ms: 10,
          firstTryFailures: [hang],
        },
        { id: 'ui-b--same', failures: [hang], ms: 30_000, firstTryFailures: [hang] },
      ],
      { build: 1, run: 2 },
    )
    expect(report).toContain(
      `  ✗ ui-a--stuck\n      play function: Error: expected 1 to be 2\n          at play\n      first try: ${hang}`,
    )
    expect(report).toContain(`  ✗ ui-b--same\n      ${hang}\n`)
    expect(report).not.toContain(`first try: ${hang}\n  slowest`)
    expect(report.match(/first try/g)).toHaveLength(1)
  })

  it('says so when every story passed', () => {
    expect(summarize([{ id: 'ui-a--one', failures: [], ms: 10 }], { build: 1, run: 2 })).toMatch(
      /^Static Storybook: 1 stories, 1 passed, 0 failed/,
    )
  })
})
