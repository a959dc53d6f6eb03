import { describe, expect, it } from 'vitest'
import { renderFirstFrame } from './renderFirstFrame.tsx'

// The build draws this into index.html (vite.config.ts, drawFirstFrame); the browser paints it before any
// script has run, so it has to stand on its own: markup and every style it needs, nothing live.
describe('the first frame', () => {
  const frame = renderFirstFrame()
  // A second drawing straight away, as another build's would be. Later in this process the lazy parts'
  // modules (footer, bottom bar) have loaded and would be drawn, which no build does: each draws once.
  const drawnAgain = renderFirstFrame()

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

  it('keeps the drawn header inert and hidden, and the startup notice outside it', () => {
    const wrapper = frame.indexOf('<div inert="" aria-hidden="true">')
    expect(wrapper).toBeGreaterThan(-1)
    expect(frame.indexOf('<header')).toBeGreaterThan(wrapper)
    // Where the wrapper closes: the first </div> that brings the count of open divs back to none.
    let depth = 0
    let wrapperEnd = -1
    for (const tag of frame.slice(wrapper).matchAll(/<div\b|<\/div>/g)) {
      depth += tag[0] === '</div>' ? -1 : 1
      if (depth === 0) {
        wrapperEnd = wrapper + (tag.index ?? 0)
        break
      }
    }
    expect(wrapperEnd).toBeGreaterThan(frame.indexOf('</header>'))
    expect(frame.indexOf('Haat is taking longer than usual to open')).toBeGreaterThan(wrapperEnd)
    expect(frame).toContain('Haat needs JavaScript to show products and take orders')
    expect(frame).toContain('@media (scripting: none)')
    expect(frame).toMatch(/<a\b[^>]*href=" "[^>]*>Reload page<\/a>/)
  })

  it('carries its styles inline, the theme and baseline included', () => {
    const sheets = [...frame.matchAll(/<style data-emotion="([^"]*)"/g)].map(([, names = '']) =>
      names.split(' '),
    )
    expect(sheets.length).toBeGreaterThan(5)
    // The global sheets (the theme's variables, the baseline) and each component's classes.
    expect(sheets.some(([key]) => key === 'css-global')).toBe(true)
    const classes = new Set(sheets.filter(([key]) => key === 'css').flatMap((names) => names.slice(1)))
    // css-0 is emotion's name for an element with no styles of its own: it has no rule to carry.
    const used = [...frame.matchAll(/class="([^"]*)"/g)].flatMap(([, names = '']) =>
      names
        .split(' ')
        .flatMap((name) => (name.startsWith('css-') && name !== 'css-0' ? [name.slice('css-'.length)] : [])),
    )
    expect(used.length).toBeGreaterThan(20)
    for (const name of used) expect(classes).toContain(name)
  })

  it('is the same on every build, so it caches and diffs like the rest of index.html', () => {
    // React's development build explains each waiting lazy part (footer, bottom bar) in a <template> with
    // a component stack, which the production build the frame is drawn with leaves out.
    const withoutDevelopmentNotes = (html: string) => html.replace(/<template[^>]*>/g, '<template>')
    expect(withoutDevelopmentNotes(drawnAgain)).toBe(withoutDevelopmentNotes(frame))
  })
})
