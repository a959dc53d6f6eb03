import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  COMPONENT_GROUPS,
  collectInventory,
  docsPageId,
  END_MARKER,
  expectedReadme,
  exportedModules,
  README,
  renderInventory,
  replaceBetweenMarkers,
  START_MARKER,
  valuesExportedFrom,
} from './ui-inventory.ts'

// Parsing every story file with Storybook's parser takes a few seconds; do it once.
const inventory = collectInventory()

describe('the @haat/ui components inventory', () => {
  it('finds a story file and a group for every exported component, and nothing stale', () => {
    expect(inventory.problems).toEqual([])
  })

  it('gives every component a group from COMPONENT_GROUPS', () => {
    const components = inventory.entries.filter((entry) => !entry.description)
    expect(components.length).toBeGreaterThan(100)
    for (const component of components) {
      if (component.story?.file.startsWith('stories/foundations/')) continue
      expect(COMPONENT_GROUPS[component.name], component.name).toBe(component.group)
    }
  })

  it('lists each component with at least one state and its docs page', () => {
    for (const entry of inventory.entries.filter((candidate) => !candidate.description)) {
      expect(entry.story?.states.length, entry.name).toBeGreaterThan(0)
      expect(entry.story?.pagePath, entry.name).toMatch(/^\/(docs|story)\/[a-z0-9-]+--[a-z0-9-]+$/)
    }
  })

  it(`is up to date in ${README} (run \`npm run ui:inventory\` after adding a component or a story)`, () => {
    const { current, expected } = expectedReadme(inventory)
    expect(current).toBe(expected)
  })

  it('would be out of date with a component left out', () => {
    const { current } = expectedReadme(inventory)
    const withoutFirst = replaceBetweenMarkers(current, renderInventory(inventory.entries.slice(1)))
    expect(withoutFirst).not.toBe(current)
  })
})

describe('a made-up workspace', () => {
  const workspace = mkdtempSync(path.join(tmpdir(), 'ui-inventory-'))
  afterAll(() => rmSync(workspace, { recursive: true, force: true }))
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(workspace, relative)), { recursive: true })
    writeFileSync(path.join(workspace, relative), text)
  }
  const storyFile = (title: string, ...stories: string[]) =>
    [
      `export default { title: '${title}', tags: ['autodocs'] }`,
      ...stories.map((story) => `export const ${story} = {}`),
    ].join('\n')
  write('packages/ui/package.json', JSON.stringify({ exports: { '.': './src/index.ts' } }))
  write(
    'packages/ui/src/index.ts',
    ["export * from './components/Price/index.ts'", "export * from './components/Unlisted/index.ts'"].join(
      '\n',
    ),
  )
  write('packages/ui/src/components/Price/index.ts', "export { Price } from './Price.tsx'")
  write('packages/ui/src/components/Unlisted/index.ts', "export { Unlisted } from './Unlisted.tsx'")
  write('stories/ui/Price.stories.tsx', storyFile('UI/Price', 'WithSaving', 'NoSaving'))
  write('stories/ui/Orphan.stories.tsx', storyFile('UI/Orphan', 'Default'))

  it('names each component without a story file or a group, and each story file of no component', () => {
    const { entries, problems } = collectInventory(workspace)
    expect(problems).toContain('Unlisted has no story file: write stories/ui/Unlisted.stories.tsx')
    expect(problems).toContain('Unlisted has no group: add it to COMPONENT_GROUPS in scripts/ui-inventory.ts')
    expect(problems).toContain(
      'stories/ui/Orphan.stories.tsx is named after no component that @haat/ui exports',
    )
    expect(entries.find((entry) => entry.name === 'Price')?.story).toMatchObject({
      title: 'UI/Price',
      pagePath: '/docs/ui-price--docs',
      states: ['With Saving', 'No Saving'],
    })
  })
})

describe('its parts', () => {
  it("builds docs page ids with Storybook's sanitize", () => {
    expect(docsPageId('UI/Product Card')).toBe('ui-product-card--docs')
    expect(docsPageId('UI/ProductCard')).toBe('ui-productcard--docs')
    expect(docsPageId('Docs/For designers/Buttons & forms')).toBe('docs-for-designers-buttons-forms--docs')
  })

  it('reads the modules and value names of an index', () => {
    const index = [
      "export * from './components/A/index.ts'",
      "export type { T } from './theme/theme.ts'",
      "export { brand, type Palette, theme } from './theme/theme.ts'",
      "export * as tokens from './theme/tokens.ts'",
    ].join('\n')
    expect(exportedModules(index)).toEqual([
      './components/A/index.ts',
      './theme/theme.ts',
      './theme/tokens.ts',
    ])
    expect(valuesExportedFrom(index, './theme/theme.ts', 'unused')).toEqual(['brand', 'theme'])
  })

  it('replaces only what lies between the markers', () => {
    const readme = `# Title\n\n${START_MARKER}\nold\n${END_MARKER}\n\nAfter.\n`
    expect(replaceBetweenMarkers(readme, 'new')).toBe(
      `# Title\n\n${START_MARKER}\nnew\n${END_MARKER}\n\nAfter.\n`,
    )
    expect(() => replaceBetweenMarkers('# No markers', 'new')).toThrow(/markers/)
  })
})
