import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PNG } from 'pngjs'
import { afterAll, describe, expect, it } from 'vitest'
import {
  baselineName,
  buildReport,
  COMMENT_MARKER,
  changedBaselines,
  diffImages,
  failedComparisons,
  SCREENSHOTS_FOLDER,
} from './visual-report.ts'

const work = mkdtempSync(path.join(tmpdir(), 'visual-report-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A tiny PNG of one colour, with `marked` pixels (x, y) in black. */
function png(width: number, height: number, rgb: [number, number, number], marked: [number, number][] = []) {
  const image = new PNG({ width, height })
  for (let i = 0; i < width * height; i += 1) image.data.set([...rgb, 255], i * 4)
  for (const [x, y] of marked) image.data.set([0, 0, 0, 255], (y * width + x) * 4)
  return PNG.sync.write(image)
}

const white = png(4, 4, [255, 255, 255])
const whiteWithDot = png(4, 4, [255, 255, 255], [[1, 1]])
const blue = png(4, 4, [0, 0, 255])

/** Pixel (x, y) of a PNG as [r, g, b, a]. */
function pixel(file: string, x: number, y: number) {
  const image = PNG.sync.read(readFileSync(file))
  return [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)]
}

describe('the visual report', () => {
  it('names a baseline by its story id without the browser and platform', () => {
    expect(baselineName('stories/__screenshots__/ui-button--primary-chromium-linux.png')).toBe(
      'ui-button--primary',
    )
    expect(baselineName('pages-home--loaded-phone-chromium-linux.png')).toBe('pages-home--loaded-phone')
  })

  it('diffs two images: the changed pixel in red, its share of the picture', () => {
    const dir = path.join(work, 'diff')
    mkdirSync(dir)
    const { diff, mismatch } = diffImages(white, whiteWithDot)
    expect(mismatch).toBe(1 / 16)
    writeFileSync(path.join(dir, 'diff.png'), diff)
    expect(pixel(path.join(dir, 'diff.png'), 1, 1)).toEqual([255, 0, 0, 255])
    expect(diffImages(white, white).mismatch).toBe(0)
  })

  it('diffs images of different sizes over the larger one', () => {
    const { diff, mismatch } = diffImages(png(2, 2, [255, 255, 255]), png(2, 4, [255, 255, 255]))
    expect(PNG.sync.read(diff).height).toBe(4)
    expect(mismatch).toBe(0.5)
  })

  it('writes before, after and diff for each kind and a comment with one row each', () => {
    const out = path.join(work, 'report')
    const report = buildReport(
      [
        { name: 'ui-tile--changed', kind: 'changed', before: white, after: whiteWithDot },
        { name: 'ui-tile--added', kind: 'added', before: null, after: blue },
        { name: 'ui-tile--removed', kind: 'removed', before: blue, after: null },
        { name: 'pages-home--loaded-phone', kind: 'failed', before: white, after: blue },
        { name: 'ui-tile--new', kind: 'missing', before: null, after: white },
      ],
      out,
      (file) => `https://example.test/assets/${file}`,
    )
    const byName = Object.fromEntries(report.entries.map((entry) => [entry.name, entry]))
    expect(byName['ui-tile--changed']).toMatchObject({
      before: 'images/ui-tile--changed/before.png',
      after: 'images/ui-tile--changed/after.png',
      diff: 'images/ui-tile--changed/diff.png',
      mismatch: 1 / 16,
    })
    expect(byName['ui-tile--added']).toMatchObject({ before: null, diff: null, mismatch: null })
    expect(byName['ui-tile--removed']).toMatchObject({ after: null, diff: null })
    expect(byName['pages-home--loaded-phone']).toMatchObject({
      diff: 'images/pages-home--loaded-phone.unaccepted/diff.png',
      mismatch: 1,
    })
    for (const entry of report.entries) {
      for (const file of [entry.before, entry.after, entry.diff])
        if (file) expect(existsSync(path.join(out, file))).toBe(true)
    }
    expect(readFileSync(path.join(out, 'images/ui-tile--added/after.png'))).toEqual(blue)

    const comment = readFileSync(path.join(out, 'comment.md'), 'utf8')
    expect(comment).toBe(report.markdown)
    expect(comment.startsWith(COMMENT_MARKER)).toBe(true)
    expect(comment).toContain(
      '3 baselines changed in this PR; 2 stories differ from the committed baselines.',
    )
    expect(comment).toContain('| `ui-tile--changed` | baseline changed in this PR, 6.25 % of pixels |')
    expect(comment).toContain('<img src="https://example.test/assets/images/ui-tile--changed/diff.png"')
    expect(comment).toContain('| `ui-tile--new` | no baseline yet (not accepted) | — |')
    expect(comment).toContain('npm run test:visual:update')
    expect(JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')).entries).toHaveLength(5)
  })

  it('says so when nothing changed', () => {
    const report = buildReport([], path.join(work, 'empty'))
    expect(report.markdown).toContain('No visual changes')
    expect(report.markdown).not.toContain('| Baseline |')
  })
})

describe('the inputs of the visual report', () => {
  it('reads changed, added and removed baselines from git between the merge base and HEAD', () => {
    const repo = path.join(work, 'repo')
    const shots = path.join(repo, SCREENSHOTS_FOLDER)
    mkdirSync(shots, { recursive: true })
    const run = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], { cwd: repo })
    run('init', '-q', '-b', 'main')
    writeFileSync(path.join(shots, 'ui-a--one-chromium-linux.png'), white)
    writeFileSync(path.join(shots, 'ui-b--two-chromium-linux.png'), blue)
    writeFileSync(path.join(shots, 'ui-c--same-chromium-linux.png'), white)
    run('add', '.')
    run('commit', '-q', '-m', 'base')
    run('checkout', '-q', '-b', 'feature')
    writeFileSync(path.join(shots, 'ui-a--one-chromium-linux.png'), whiteWithDot)
    rmSync(path.join(shots, 'ui-b--two-chromium-linux.png'))
    writeFileSync(path.join(shots, 'ui-d--new-chromium-linux.png'), blue)
    run('add', '-A')
    run('commit', '-q', '-m', 'change')
    // main moves on after the branch: its new baseline is not this pull request's change.
    run('checkout', '-q', 'main')
    writeFileSync(path.join(shots, 'ui-e--later-chromium-linux.png'), blue)
    run('add', '.')
    run('commit', '-q', '-m', 'later')
    run('checkout', '-q', 'feature')

    const entries = changedBaselines(repo, 'main')
    expect(entries.map(({ name, kind }) => ({ name, kind }))).toEqual([
      { name: 'ui-a--one', kind: 'changed' },
      { name: 'ui-b--two', kind: 'removed' },
      { name: 'ui-d--new', kind: 'added' },
    ])
    expect(entries[0]?.before).toEqual(white)
    expect(entries[0]?.after).toEqual(whiteWithDot)
    expect(entries[1]?.before).toEqual(blue)
  })

  it('reads failed and missing comparisons from the attachments folder', () => {
    const attachments = path.join(work, 'attachments/stories/ui/Tile.stories.tsx')
    const shots = path.join(work, 'baselines')
    mkdirSync(attachments, { recursive: true })
    mkdirSync(shots, { recursive: true })
    writeFileSync(path.join(shots, 'ui-tile--plain-chromium-linux.png'), white)
    writeFileSync(path.join(attachments, 'ui-tile--plain-actual-chromium-linux.png'), blue)
    writeFileSync(path.join(attachments, 'ui-tile--plain-diff-chromium-linux.png'), blue)
    writeFileSync(path.join(attachments, 'ui-tile--fresh-reference-chromium-linux.png'), whiteWithDot)
    writeFileSync(path.join(attachments, '6e6f6b1967c0432f15994be38d35869b27abdbed.png'), white)

    const entries = failedComparisons(path.join(work, 'attachments'), shots).sort((a, b) =>
      a.name.localeCompare(b.name),
    )
    expect(entries).toEqual([
      { name: 'ui-tile--fresh', kind: 'missing', before: null, after: whiteWithDot },
      { name: 'ui-tile--plain', kind: 'failed', before: white, after: blue },
    ])
    expect(failedComparisons(path.join(work, 'no-such-folder'), shots)).toEqual([])
  })
})
