// `npm run ui:inventory`: writes the components inventory of packages/ui/README.md (every component
// @haat/ui exports, its states and its Storybook docs page) from the package's exports and the story
// files, between the two markers below. `--check` writes nothing and fails when the README is out of date;
// scripts/ui-inventory.test.ts runs the same check, so `npm test` catches a component added unlisted.
//
// Stories are read with Storybook's own CSF parser, so the state names and page ids are the ones the
// Storybook UI shows (a story's `name` wins over its export name, titles are sanitized the same way).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sanitize } from 'storybook/internal/csf'
import { loadCsf } from 'storybook/internal/csf-tools'

export const root = path.resolve(import.meta.dirname, '..')

const UI_SOURCE = 'packages/ui/src'
const UI_INDEX = `${UI_SOURCE}/index.ts`
const UI_PACKAGE = 'packages/ui/package.json'
const COMPONENT_STORIES = 'stories/ui'
const FOUNDATION_STORIES = 'stories/foundations'
export const README = 'packages/ui/README.md'

export const START_MARKER =
  '<!-- ui-inventory:start (written by `npm run ui:inventory`; do not edit by hand) -->'
export const END_MARKER = '<!-- ui-inventory:end -->'

/** Where `npm run storybook` serves; the inventory's links are this plus `?path=/docs/<id>--docs`. */
export const STORYBOOK_URL = 'http://localhost:6006/'

export const GROUPS = {
  foundations: { heading: 'Foundations', covers: 'the theme, design tokens, formatters and fonts' },
  inputs: { heading: 'Inputs', covers: 'fields, forms, buttons and sign-in' },
  product: { heading: 'Product', covers: 'cards, prices, galleries, ratings, reviews, brands and stores' },
  checkout: {
    heading: 'Cart and checkout',
    covers: 'cart lines, lists, addresses, payment and the order placed',
  },
  orders: {
    heading: 'Orders',
    covers: 'orders, tracking, invoices, cancellations, the wallet, My Account and the seller area',
  },
  layout: {
    heading: 'Layout',
    covers: 'header, footer, navigation, page frames, carousels, skeletons and placeholders',
  },
} as const
export type Group = keyof typeof GROUPS

/**
 * The group of every component the package exports (a component's folder name, or a second component of
 * a folder that has its own story file). The one place to decide it: the test fails for a component missing
 * here, and for a name here that is no longer a component.
 */
export const COMPONENT_GROUPS: Record<string, Group> = {
  VisuallyHidden: 'foundations',

  AddressForm: 'inputs',
  AuthCard: 'inputs',
  ForgotPasswordForm: 'inputs',
  FormDialog: 'inputs',
  GoogleButton: 'inputs',
  LoginForm: 'inputs',
  OtpEntryForm: 'inputs',
  OtpInput: 'inputs',
  PasswordField: 'inputs',
  PersonalDetailsForm: 'inputs',
  PhoneSignInForm: 'inputs',
  ProfileForm: 'inputs',
  QuantityStepper: 'inputs',
  RatingInput: 'inputs',
  ResetPasswordForm: 'inputs',
  SearchBox: 'inputs',
  SellerSignInForm: 'inputs',
  SignUpForm: 'inputs',
  SortSelect: 'inputs',
  WishlistButton: 'inputs',

  BrandGallery: 'product',
  BrandHero: 'product',
  BrandTile: 'product',
  BuyBox: 'product',
  CategoryHero: 'product',
  CategoryTile: 'product',
  Countdown: 'product',
  DealTile: 'product',
  DiscountTile: 'product',
  FeatureBadges: 'product',
  MyQuestionCard: 'product',
  MyReviewCard: 'product',
  NewArrivalProductCard: 'product',
  NewArrivalTile: 'product',
  OfferBanner: 'product',
  PincodeCheck: 'product',
  Price: 'product',
  PriceBlock: 'product',
  ProductCard: 'product',
  ProductGallery: 'product',
  ProductGrid: 'product',
  QuestionList: 'product',
  RateSellerDialog: 'product',
  RatingBars: 'product',
  RatingStars: 'product',
  ReportDialog: 'product',
  ReviewCard: 'product',
  ReviewForm: 'product',
  ReviewList: 'product',
  SellerReviewList: 'product',
  StockLabel: 'product',
  StoreCard: 'product',
  StoreHeader: 'product',
  TopBrandCard: 'product',
  VideoEmbed: 'product',

  AddressCard: 'checkout',
  AddressList: 'checkout',
  AddToListDialog: 'checkout',
  CartLine: 'checkout',
  CheckoutStep: 'checkout',
  CheckoutSummaryCard: 'checkout',
  CoinRedeem: 'checkout',
  ListTabs: 'checkout',
  OrderPlacedCard: 'checkout',
  OrderSummaryCard: 'checkout',
  PaymentDialog: 'checkout',
  PaymentOptions: 'checkout',
  ShareListDialog: 'checkout',
  WishlistPanel: 'checkout',

  AccountDashboard: 'orders',
  AccountSummaryPanel: 'orders',
  CancelItemsForm: 'orders',
  InvoiceSummary: 'orders',
  OrderCard: 'orders',
  OrderItemRow: 'orders',
  OrdersToolbar: 'orders',
  OrderTracker: 'orders',
  ReferralCard: 'orders',
  SellerFeedbackDialog: 'orders',
  SellerOrderCard: 'orders',
  StatusStepForm: 'orders',
  WalletLedger: 'orders',

  AboutUs: 'layout',
  AccountLayout: 'layout',
  AccountMenu: 'layout',
  AccountSidebar: 'layout',
  BannerCarousel: 'layout',
  Breadcrumbs: 'layout',
  Carousel: 'layout',
  CategoryBar: 'layout',
  CategoryDirectory: 'layout',
  DownloadAppMenu: 'layout',
  FeedSection: 'layout',
  FilterSidebar: 'layout',
  Footer: 'layout',
  FullPageLoader: 'layout',
  ListingPage: 'layout',
  ListingToolbar: 'layout',
  Logo: 'layout',
  MegaMenu: 'layout',
  MobileBottomBar: 'layout',
  NotBuiltYet: 'layout',
  PageLayout: 'layout',
  Pagination: 'layout',
  ProductDetailSkeleton: 'layout',
  SearchOverlay: 'layout',
  SectionHeader: 'layout',
  Skeletons: 'layout',
  StartupNotice: 'layout',
  SubCategoryCarousel: 'layout',
  TopNav: 'layout',
}

/** What the package exports besides components: named here so a new kind of export is not left out unseen. */
export const FOUNDATION_MODULES: Record<string, string> = {
  './format/index.ts': 'Formatters: rupees in Indian grouping, discounts, ratings, stock and text helpers',
  './theme/theme.ts': 'The MUI theme every component reads (palette, type scale, breakpoints, shape)',
  './theme/tokens.ts': 'Design tokens: every colour, radius, shadow, gradient and motion value, by role',
}
/** The side-effect entry `@haat/ui/fonts` (package.json `exports`). */
const FONTS_ENTRY = './fonts'
const FONTS_DESCRIPTION = 'The self-hosted Inter font (one subset file); import it once at the app’s entry'

export interface StoryFile {
  file: string
  title: string
  /** The page a Storybook link opens: `<title id>--docs` when the file has autodocs, else its first story. */
  pagePath: string
  states: string[]
}

export interface InventoryEntry {
  name: string
  group: Group
  /** For a second component of a folder (RatingInput in RatingStars): the folder it is exported from. */
  exportedFrom?: string
  /** For foundations that are not components: what they hold and the names they export. */
  description?: string
  exports?: string[]
  story?: StoryFile
}

export interface Inventory {
  entries: InventoryEntry[]
  /** Each a sentence naming what to fix; the inventory is only written when there is none. */
  problems: string[]
}

const read = (workspace: string, relative: string) => readFileSync(path.join(workspace, relative), 'utf8')

/** The relative paths of index.ts's `export ... from '...'` lines, each once, in order. */
export function exportedModules(indexSource: string): string[] {
  return [...new Set([...indexSource.matchAll(EXPORT_FROM)].map((match) => match[2] as string))]
}

const EXPORT_FROM = /^export\s+([^'"]*?)\s*from\s+['"]([^'"]+)['"]/gm

/**
 * The value names index.ts takes from one module, as a user imports them: `export { a, type B }` gives
 * a; `export *` every value of the module; `export * as ns` ns.x for each value x. Type-only lines give none.
 */
export function valuesExportedFrom(indexSource: string, module: string, moduleFile: string): string[] {
  const names: string[] = []
  for (const [, clause, from] of indexSource.matchAll(EXPORT_FROM)) {
    if (from !== module || !clause || clause.startsWith('type ')) continue
    const namespace = /^\*\s+as\s+(\w+)$/.exec(clause)?.[1]
    if (clause === '*') names.push(...exportedValues(moduleFile))
    else if (namespace) names.push(...exportedValues(moduleFile).map((name) => `${namespace}.${name}`))
    else names.push(...valueNames(clause.replace(/^\{|\}$/g, '')))
  }
  return names
}

/** `a, type B, c as d` → a, d. */
function valueNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/).pop() as string)
}

const COMPONENT_MODULE = /^\.\/components\/([^/]+)\/index\.ts$/

/** Names a module and the files it re-exports with `export *` define as values (functions and consts). */
export function exportedValues(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const names = new Set<string>()
  for (const match of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/gm)) {
    names.add(match[1] as string)
  }
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const name of valueNames(match[1] as string)) names.add(name)
  }
  for (const match of source.matchAll(/^export\s+\*\s+from\s+['"](\.[^'"]+)['"]/gm)) {
    for (const name of exportedValues(path.resolve(path.dirname(file), match[1] as string))) names.add(name)
  }
  return [...names].sort()
}

/** A story file as Storybook indexes it: its title, the page id and the names of its stories. */
export function readStoryFile(relative: string, workspace = root): StoryFile {
  const csf = loadCsf(read(workspace, relative), {
    fileName: relative,
    makeTitle: (title?: string) => {
      if (!title) throw new Error(`${relative} has no title; the inventory links by title`)
      return title
    },
  }).parse()
  const stories = Object.values(csf._stories)
  const title = csf.meta.title as string
  const autodocs = (csf.meta.tags ?? []).includes('autodocs')
  const first = stories[0]
  const pagePath = autodocs || !first ? `/docs/${docsPageId(title)}` : `/story/${first.id}`
  return { file: relative, title, pagePath, states: stories.map((story) => story.name as string) }
}

/** Storybook's id of a title's docs page, by its own sanitize: `UI/Product Card` → `ui-product-card--docs`. */
export function docsPageId(title: string): string {
  return `${sanitize(title)}--docs`
}

const storyFilesIn = (workspace: string, folder: string) =>
  existsSync(path.join(workspace, folder))
    ? readdirSync(path.join(workspace, folder))
        .filter((name) => name.endsWith('.stories.tsx') || name.endsWith('.stories.ts'))
        .sort()
    : []

const storyBaseName = (fileName: string) => fileName.replace(/\.stories\.tsx?$/, '')

/** The inventory of the repository (or of a made-up workspace with the same layout, for the tests). */
export function collectInventory(workspace = root): Inventory {
  const problems: string[] = []
  const entries: InventoryEntry[] = []
  const indexSource = read(workspace, UI_INDEX)
  const modules = exportedModules(indexSource)
  const componentFolders = modules.flatMap((module) => COMPONENT_MODULE.exec(module)?.[1] ?? [])
  const componentStoryFiles = storyFilesIn(workspace, COMPONENT_STORIES)
  const storyFileOf = new Map(componentStoryFiles.map((name) => [storyBaseName(name), name]))

  const groupOf = (name: string): Group => {
    const group = COMPONENT_GROUPS[name]
    if (!group) problems.push(`${name} has no group: add it to COMPONENT_GROUPS in scripts/ui-inventory.ts`)
    return group ?? 'layout'
  }

  for (const folder of componentFolders) {
    const storyFile = storyFileOf.get(folder)
    if (!storyFile)
      problems.push(`${folder} has no story file: write ${COMPONENT_STORIES}/${folder}.stories.tsx`)
    entries.push({
      name: folder,
      group: groupOf(folder),
      ...(storyFile ? { story: readStoryFile(`${COMPONENT_STORIES}/${storyFile}`, workspace) } : {}),
    })
  }

  // A story file named after a second component of a folder (RatingInput, exported by RatingStars).
  const valuesOf = new Map(
    componentFolders.map((folder) => [
      folder,
      exportedValues(path.join(workspace, UI_SOURCE, 'components', folder, 'index.ts')),
    ]),
  )
  for (const [name, storyFile] of storyFileOf) {
    if (componentFolders.includes(name)) continue
    const folder = componentFolders.find((candidate) => valuesOf.get(candidate)?.includes(name))
    if (!folder) {
      problems.push(`${COMPONENT_STORIES}/${storyFile} is named after no component that @haat/ui exports`)
      continue
    }
    entries.push({
      name,
      group: groupOf(name),
      exportedFrom: folder,
      story: readStoryFile(`${COMPONENT_STORIES}/${storyFile}`, workspace),
    })
  }

  for (const module of modules) {
    if (COMPONENT_MODULE.test(module)) continue
    const description = FOUNDATION_MODULES[module]
    if (!description) {
      problems.push(
        `${UI_INDEX} exports ${module}: describe it in FOUNDATION_MODULES in scripts/ui-inventory.ts`,
      )
      continue
    }
    entries.push({
      name: `\`${module.replace(/^\.\//, '')}\``,
      group: 'foundations',
      description,
      exports: valuesExportedFrom(indexSource, module, path.join(workspace, UI_SOURCE, module)),
    })
  }
  const packageExports = JSON.parse(read(workspace, UI_PACKAGE)).exports as Record<string, string>
  if (packageExports[FONTS_ENTRY]) {
    entries.push({ name: `\`@haat/ui/fonts\``, group: 'foundations', description: FONTS_DESCRIPTION })
  }

  // The foundations' own pages (colours, typography, spacing, icons), whatever files are there.
  for (const storyFile of storyFilesIn(workspace, FOUNDATION_STORIES)) {
    const story = readStoryFile(`${FOUNDATION_STORIES}/${storyFile}`, workspace)
    entries.push({ name: story.title.split('/').pop() as string, group: 'foundations', story })
  }

  for (const name of Object.keys(COMPONENT_GROUPS)) {
    if (!entries.some((entry) => entry.name === name)) {
      problems.push(`COMPONENT_GROUPS names ${name}, which is no longer a component with a story file`)
    }
  }
  return { entries, problems }
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

function pageLink(story: StoryFile): string {
  const id = story.pagePath.replace(/^\/(docs|story)\//, '')
  return `[${id}](${STORYBOOK_URL}?path=${story.pagePath})`
}

/** The markdown between the markers: one table per group, in GROUPS' order, components by name. */
export function renderInventory(entries: InventoryEntry[]): string {
  const count = (story: (entry: InventoryEntry) => boolean) => entries.filter(story).length
  const components = count((entry) => entry.story?.file.startsWith(`${COMPONENT_STORIES}/`) ?? false)
  const foundationPages = count((entry) => entry.story?.file.startsWith(`${FOUNDATION_STORIES}/`) ?? false)
  const modules = count((entry) => entry.description !== undefined)
  const lines = [
    `${components} components, ${modules} other exports and ${foundationPages} foundation pages. The states of a`,
    'component are its stories; each link opens its page in a running Storybook (`npm run storybook`).',
  ]
  for (const [group, { heading, covers }] of Object.entries(GROUPS) as [Group, (typeof GROUPS)[Group]][]) {
    const inGroup = entries
      .filter((entry) => entry.group === group)
      .sort(
        (a, b) =>
          Number(Boolean(b.description)) - Number(Boolean(a.description)) || a.name.localeCompare(b.name),
      )
    lines.push('', `### ${heading}`, '', `${heading} covers ${covers}.`, '')
    lines.push('| Component | States | Storybook |', '| --- | --- | --- |')
    for (const entry of inGroup) {
      const name = entry.exportedFrom ? `${entry.name} (exported with ${entry.exportedFrom})` : entry.name
      const states = entry.description
        ? entry.description +
          (entry.exports?.length ? `: ${entry.exports.map((value) => `\`${value}\``).join(', ')}` : '')
        : (entry.story?.states.join(', ') ?? '')
      lines.push(`| ${cell(name)} | ${cell(states)} | ${entry.story ? pageLink(entry.story) : ''} |`)
    }
  }
  return lines.join('\n')
}

/** The README with `block` between the markers (the markers must be there once each). */
export function replaceBetweenMarkers(readme: string, block: string): string {
  const start = readme.indexOf(START_MARKER)
  const end = readme.indexOf(END_MARKER)
  if (start < 0 || end < start)
    throw new Error(`${README} lacks the inventory markers ${START_MARKER} … ${END_MARKER}`)
  return `${readme.slice(0, start + START_MARKER.length)}\n${block}\n${readme.slice(end)}`
}

/** The README as it is and as the inventory would write it. */
/**
 * The README as Biome formats it (the lint step checks Markdown too, and pads the table's columns), so the
 * written file and the up-to-date check agree with `npm run lint`.
 */
function formattedMarkdown(text: string): string {
  const biome = spawnSync(
    path.join(root, 'node_modules/.bin/biome'),
    ['format', `--stdin-file-path=${README}`],
    {
      cwd: root,
      input: text,
      encoding: 'utf8',
    },
  )
  if (biome.status !== 0) throw new Error(`biome could not format ${README}: ${biome.stderr}`)
  return biome.stdout
}

export function expectedReadme(inventory: Inventory): { current: string; expected: string } {
  const current = read(root, README)
  return {
    current,
    expected: formattedMarkdown(replaceBetweenMarkers(current, renderInventory(inventory.entries))),
  }
}

if (import.meta.main) {
  const check = process.argv.includes('--check')
  const inventory = collectInventory()
  for (const problem of inventory.problems) console.error(`ui-inventory: ${problem}`)
  if (inventory.problems.length > 0) process.exit(1)
  const { current, expected } = expectedReadme(inventory)
  if (current === expected) {
    console.log(`ui-inventory: ${README} is up to date`)
  } else if (check) {
    console.error(`ui-inventory: ${README} is out of date; run npm run ui:inventory`)
    process.exit(1)
  } else {
    writeFileSync(path.join(root, README), expected)
    console.log(`ui-inventory: wrote ${README}`)
  }
}
