import { describe, expect, it } from 'vitest'
import { renderFirstFrame } from './renderFirstFrame.tsx'

// The build draws this into index.html (vite.config.ts, drawFirstFrame); the browser paints it before any
// script has run, so it has to stand on its own: markup and every style it needs, nothing live.
describe('the first frame', () => {
  const frame = renderFirstFrame()

  it("is the app's header and category bar as a visitor first sees them", () => {
    expect(frame).toMatch(/<header\b/)
    expect(frame).toContain('aria-label="Haat home"')
    expect(frame).toContain('role="search"')
    expect(frame).toContain('Sign In')
    expect(frame).toContain('All Categories')
    // The page area is there and empty (React's markers of a waiting screen aside): each screen draws its
    // own once its code has come.
    expect(frame).toMatch(/<main\b[^>]*>(<!--[^>]*-->)*<\/main>/)
  })

  it('carries its styles inline, the theme and baseline included', () => {
    const sheets = [...frame.matchAll(/<style data-emotion="([^"]*)"/g)].map(([, names = '']) =>
      names.split(' '),
    )
    expect(sheets.length).toBeGreaterThan(5)
    // The global sheets (the theme's variables, the baseline) and each component's classes.
    expect(sheets.some(([key]) => key === 'css-global')).toBe(true)
    const classes = new Set(sheets.filter(([key]) => key === 'css').flatMap((names) => names.slice(1)))
    const used = [...frame.matchAll(/class="([^"]*)"/g)].flatMap(([, names = '']) =>
      names.split(' ').flatMap((name) => (name.startsWith('css-') ? [name.slice('css-'.length)] : [])),
    )
    expect(used.length).toBeGreaterThan(20)
    for (const name of used) expect(classes).toContain(name)
  })

  it('is the same on every build, so it caches and diffs like the rest of index.html', () => {
    // React's development build explains each waiting lazy part (footer, bottom bar) in a <template> with
    // a component stack, which the production build the frame is drawn with leaves out.
    const withoutDevelopmentNotes = (html: string) => html.replace(/<template[^>]*>/g, '<template>')
    expect(withoutDevelopmentNotes(renderFirstFrame())).toBe(withoutDevelopmentNotes(frame))
  })
})
