// The import rules of .dependency-cruiser.cjs, run on a small made-up workspace: each rule must catch the
// import it exists for and let the allowed neighbours through. Without this, a rule whose path pattern no
// longer matches the layout would pass in silence.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type IConfiguration } from 'dependency-cruiser'
import { afterAll, describe, expect, it } from 'vitest'

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration

const files: Record<string, string> = {
  'packages/contract/src/index.ts': "export * from './core/index.ts'\nexport const schema = 1\n",
  'packages/contract/src/core/index.ts': 'export const ROUTE = 1\n',
  'packages/contract/src/core/bad.ts': "import { schema } from '../index.ts'\nexport const bad = schema\n",
  'packages/ui/src/Card.ts':
    "import type { ROUTE } from '../../contract/src/core/index.ts'\nexport type Card = typeof ROUTE\n",
  'packages/storefront/src/features/cart/CartRoute.ts':
    "import { price } from './price.ts'\nimport { wished } from '../wishlist/wished.ts'\nexport const cart = price + wished\n",
  'packages/storefront/src/features/cart/price.ts':
    "import { shared } from '../../shared/links.ts'\nimport { ROUTE } from '../../../../contract/src/core/index.ts'\nimport type { schema } from '../../../../contract/src/index.ts'\nexport const price: typeof schema = shared + ROUTE\n",
  'packages/storefront/src/features/wishlist/wished.ts':
    "import { schema } from '../../../../contract/src/index.ts'\nexport const wished = schema\n",
  'packages/storefront/src/shared/links.ts': 'export const shared = 1\n',
  'packages/storefront/src/shared/bad.ts':
    "import { cart } from '../features/cart/CartRoute.ts'\nexport const bad = cart\n",
  'packages/storefront/src/app/router.ts':
    "export const cartRoute = () => import('../features/cart/CartRoute.ts')\n",
  'packages/storefront/src/app/store.ts':
    "import { wished } from '../features/wishlist/wished.ts'\nexport const store = wished\n",
  'packages/api/src/catalogue/query.ts':
    "import { seed } from '../db/seed/index.ts'\nexport const query = seed\n",
  'packages/api/src/db/seed/index.ts':
    "import { other } from '../../catalogue/other.ts'\nexport const seed = other\n",
  'packages/api/src/catalogue/other.ts': 'export const other = 1\n',
}

const root = mkdtempSync(path.join(tmpdir(), 'haat-import-rules-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
for (const [file, source] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), source)
}

describe('the import rules', () => {
  it('refuse exactly the wrong-way imports of a made-up workspace', async () => {
    const { tsConfig: _unused, ...options } = config.options ?? {}
    const result = await cruise(['packages'], {
      ...options,
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    })
    if (typeof result.output === 'string') throw new Error('expected a cruise result, got a report')
    const found = result.output.summary.violations
      .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
      .sort()
    expect(found).toEqual(
      [
        'contract-core-is-zod-free: packages/contract/src/core/bad.ts -> packages/contract/src/index.ts',
        'ui-is-presentational: packages/ui/src/Card.ts -> packages/contract/src/core/index.ts',
        'features-do-not-import-each-other: packages/storefront/src/features/cart/CartRoute.ts -> packages/storefront/src/features/wishlist/wished.ts',
        'storefront-uses-the-contract-core: packages/storefront/src/features/wishlist/wished.ts -> packages/contract/src/index.ts',
        'shared-does-not-import-features: packages/storefront/src/shared/bad.ts -> packages/storefront/src/features/cart/CartRoute.ts',
        'app-loads-features-lazily: packages/storefront/src/app/store.ts -> packages/storefront/src/features/wishlist/wished.ts',
        'api-never-imports-the-seed: packages/api/src/catalogue/query.ts -> packages/api/src/db/seed/index.ts',
      ].sort(),
    )
  })
})
