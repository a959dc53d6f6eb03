// The visual review of a pull request (.github/workflows/visual-review.yml): what changed on screen, as
// before / after / diff images and a markdown comment for the pull request.
//
//   node scripts/visual-report.ts --out visual-report [--base origin/main] [--attachments .vitest-attachments]
//        [--image-base-url https://github.com/owner/repo/blob/visual-review-assets/pr-1/abc?raw=true]
//
// Two sources, both optional:
// - baselines the pull request changed, added or removed (git diff of stories/__screenshots__ between the
//   merge base with --base and HEAD): a deliberate change the reviewer approves;
// - comparisons that failed in the story run (.vitest-attachments holds `<name>-actual-…` and
//   `<name>-diff-…` for a different picture, `<name>-reference-…` for a missing baseline): a change nobody
//   accepted yet.
// The folder gets images/<name>/{before,after,diff}.png, comment.md and report.json.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** Finds the pull request's comment again, so each run updates the one comment instead of adding another. */
export const COMMENT_MARKER = '<!-- haat-visual-review -->'

export const SCREENSHOTS_FOLDER = 'stories/__screenshots__'

/** The file name part Vitest appends to every screenshot name: `-chromium-linux.png`. */
const SCREENSHOT_SUFFIX = /-([a-z]+)-(linux|darwin|win32)\.png$/

/** A comment is capped at 65,536 characters by GitHub; rows past this many are in the artifact only. */
const MAX_ROWS = 40

export type EntryKind = 'changed' | 'added' | 'removed' | 'failed' | 'missing'

export interface VisualEntry {
  /** The baseline's name: a story id, with `-desktop`/`-phone` for page stories. */
  name: string
  kind: EntryKind
  before: Buffer | null
  after: Buffer | null
}

export interface ReportedEntry {
  name: string
  kind: EntryKind
  /** Paths inside the report folder, null where the side does not exist. */
  before: string | null
  after: string | null
  diff: string | null
  /** Share of pixels that differ (0-1), null when there is nothing to compare with. */
  mismatch: number | null
}

export interface Report {
  entries: ReportedEntry[]
  markdown: string
}

const KIND_TEXT: Record<EntryKind, string> = {
  changed: 'baseline changed in this PR',
  added: 'new baseline in this PR',
  removed: 'baseline removed in this PR',
  failed: 'differs from its baseline (not accepted)',
  missing: 'no baseline yet (not accepted)',
}

/** The baseline name of a screenshot file: `ui-button--primary-chromium-linux.png` → `ui-button--primary`. */
export function baselineName(file: string): string {
  return path.basename(file).replace(SCREENSHOT_SUFFIX, '')
}

/** Pads an image with transparent pixels to `width` x `height` (pixelmatch compares equal sizes only). */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image
  const out = new PNG({ width, height })
  out.data.fill(0)
  for (let y = 0; y < image.height; y += 1) {
    image.data.copy(out.data, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4)
  }
  return out
}

/** The diff image (changed pixels in red over a faded `before`) and the share of pixels that differ. */
export function diffImages(before: Buffer, after: Buffer): { diff: Buffer; mismatch: number } {
  const a = PNG.sync.read(before)
  const b = PNG.sync.read(after)
  const width = Math.max(a.width, b.width)
  const height = Math.max(a.height, b.height)
  const diff = new PNG({ width, height })
  const changed = pixelmatch(
    padded(a, width, height).data,
    padded(b, width, height).data,
    diff.data,
    width,
    height,
    {
      threshold: 0.1,
    },
  )
  return { diff: PNG.sync.write(diff), mismatch: changed / (width * height) }
}

const percent = (share: number) =>
  share === 0 ? 'no pixel' : share < 0.0001 ? '< 0.01 % of pixels' : `${(share * 100).toFixed(2)} % of pixels`

function cell(file: string | null, imageUrl: (file: string) => string, alt: string): string {
  return file ? `<a href="${imageUrl(file)}"><img src="${imageUrl(file)}" width="260" alt="${alt}"></a>` : '—'
}

/** The comment body: a summary, one table row per entry (before, after, diff) and how to accept. */
export function renderMarkdown(entries: ReportedEntry[], imageUrl: (file: string) => string): string {
  const lines = [COMMENT_MARKER, '## Visual review', '']
  if (entries.length === 0) {
    lines.push('No visual changes: every story matches its committed baseline and no baseline changed.')
    return `${lines.join('\n')}\n`
  }
  const accepted = entries.filter((e) => e.kind === 'changed' || e.kind === 'added' || e.kind === 'removed')
  const unaccepted = entries.length - accepted.length
  const summary: string[] = []
  if (accepted.length)
    summary.push(`${accepted.length} baseline${accepted.length === 1 ? '' : 's'} changed in this PR`)
  if (unaccepted)
    summary.push(
      `${unaccepted} stor${unaccepted === 1 ? 'y differs' : 'ies differ'} from the committed baselines`,
    )
  lines.push(`${summary.join('; ')}.`, '')
  lines.push('| Baseline | What | Before | After | Diff |', '| --- | --- | --- | --- | --- |')
  for (const entry of entries.slice(0, MAX_ROWS)) {
    const what =
      entry.mismatch === null ? KIND_TEXT[entry.kind] : `${KIND_TEXT[entry.kind]}, ${percent(entry.mismatch)}`
    lines.push(
      `| \`${entry.name}\` | ${what} | ${cell(entry.before, imageUrl, 'before')} | ${cell(entry.after, imageUrl, 'after')} | ${cell(entry.diff, imageUrl, 'diff')} |`,
    )
  }
  if (entries.length > MAX_ROWS) {
    lines.push('', `${entries.length - MAX_ROWS} more in the \`visual-report\` artifact of this run.`)
  }
  lines.push(
    '',
    unaccepted
      ? 'A story that differs fails the story tests. If the change is intended, run `npm run test:visual:update`, look at the new PNGs and commit them; otherwise fix the code.'
      : 'Reviewer: approving this pull request accepts the new baselines.',
  )
  return `${lines.join('\n')}\n`
}

/** Writes the images and comment of `entries` into `outDir` (emptied first). */
export function buildReport(
  entries: VisualEntry[],
  outDir: string,
  imageUrl: (file: string) => string = (file) => file,
): Report {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const sorted = [...entries].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name))
  const reported = sorted.map((entry): ReportedEntry => {
    const folder = `images/${entry.name}${entry.kind === 'failed' || entry.kind === 'missing' ? '.unaccepted' : ''}`
    mkdirSync(path.join(outDir, folder), { recursive: true })
    const write = (side: string, image: Buffer | null) => {
      if (!image) return null
      const file = `${folder}/${side}.png`
      writeFileSync(path.join(outDir, file), image)
      return file
    }
    let diff: string | null = null
    let mismatch: number | null = null
    if (entry.before && entry.after) {
      const result = diffImages(entry.before, entry.after)
      diff = write('diff', result.diff)
      mismatch = result.mismatch
    }
    return {
      name: entry.name,
      kind: entry.kind,
      before: write('before', entry.before),
      after: write('after', entry.after),
      diff,
      mismatch,
    }
  })
  const markdown = renderMarkdown(reported, imageUrl)
  writeFileSync(path.join(outDir, 'comment.md'), markdown)
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify({ entries: reported }, null, 2)}\n`)
  return { entries: reported, markdown }
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, maxBuffer: 512 * 1024 * 1024 }) as Buffer

/** Baselines added, changed or removed between the merge base of `base` and HEAD. */
export function changedBaselines(cwd: string, base: string, folder = SCREENSHOTS_FOLDER): VisualEntry[] {
  const mergeBase = git(cwd, ['merge-base', base, 'HEAD']).toString().trim()
  const lines = git(cwd, ['diff', '--name-status', '--no-renames', mergeBase, 'HEAD', '--', folder])
    .toString()
    .split('\n')
    .filter(Boolean)
  return lines.flatMap((line): VisualEntry[] => {
    const [status, file] = line.split('\t')
    if (!status || !file?.endsWith('.png')) return []
    const show = (ref: string) => git(cwd, ['show', `${ref}:${file}`])
    const name = baselineName(file)
    if (status === 'A') return [{ name, kind: 'added', before: null, after: show('HEAD') }]
    if (status === 'D') return [{ name, kind: 'removed', before: show(mergeBase), after: null }]
    return [{ name, kind: 'changed', before: show(mergeBase), after: show('HEAD') }]
  })
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Comparisons that failed in the story run, from Vitest's attachments: `<name>-actual-…` (with the
 * committed baseline as `before`) and `<name>-reference-…` (a screenshot that has no baseline).
 */
export function failedComparisons(attachmentsDir: string, screenshotsDir: string): VisualEntry[] {
  const entries: VisualEntry[] = []
  for (const file of filesUnder(attachmentsDir)) {
    const suffix = SCREENSHOT_SUFFIX.exec(file)?.[0]
    if (!suffix) continue
    const stem = path.basename(file).slice(0, -suffix.length)
    if (stem.endsWith('-actual')) {
      const name = stem.slice(0, -'-actual'.length)
      const reference = path.join(screenshotsDir, `${name}${suffix}`)
      entries.push({
        name,
        kind: 'failed',
        before: existsSync(reference) ? readFileSync(reference) : null,
        after: readFileSync(file),
      })
    } else if (stem.endsWith('-reference')) {
      entries.push({
        name: stem.slice(0, -'-reference'.length),
        kind: 'missing',
        before: null,
        after: readFileSync(file),
      })
    }
  }
  return entries
}

function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'visual-report' },
      base: { type: 'string' },
      attachments: { type: 'string', default: '.vitest-attachments' },
      'image-base-url': { type: 'string' },
    },
  })
  const cwd = process.cwd()
  const entries = [
    ...(values.base ? changedBaselines(cwd, values.base) : []),
    ...failedComparisons(path.resolve(values.attachments), path.resolve(SCREENSHOTS_FOLDER)),
  ]
  const baseUrl = values['image-base-url']
  // A `?raw=true` blob address keeps its query after the file path.
  const imageUrl = baseUrl
    ? (file: string) => {
        const [address, query] = baseUrl.split('?')
        return `${address?.replace(/\/$/, '')}/${file}${query ? `?${query}` : ''}`
      }
    : undefined
  const report = buildReport(entries, path.resolve(values.out), imageUrl)
  const counts = new Map<EntryKind, number>()
  for (const entry of report.entries) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1)
  const summary = [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ')
  console.log(`visual report in ${values.out}: ${summary || 'no visual changes'}`)
}

if (import.meta.main) main()
