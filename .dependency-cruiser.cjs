// The import rules of the workspace, checked by `npm run test:imports` (part of `npm test`). Each rule says
// why it exists; docs/architecture.md draws the layout they keep.
const storefront = '^packages/storefront/src'
const tests = '[.](test|spec|stories)[.]tsx?$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-is-presentational',
      comment:
        '@haat/ui takes plain props: it knows neither the wire format (contract), nor the app, nor the server.',
      severity: 'error',
      from: { path: '^packages/ui' },
      to: { path: '^packages/(contract|storefront|api)' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is imported by the app and the server; it imports neither (nor ui).',
      severity: 'error',
      from: { path: '^packages/contract' },
      to: { path: '^packages/(ui|storefront|api)' },
    },
    {
      name: 'contract-core-is-zod-free',
      comment:
        'The core is what the app bundles: it may import only itself, so it never pulls in zod or the schemas.',
      severity: 'error',
      from: { path: '^packages/contract/src/core/' },
      to: { pathNot: '^packages/contract/src/core/' },
    },
    {
      name: 'api-stays-on-the-server',
      comment: 'The server imports the contract, never the app or the ui package.',
      severity: 'error',
      from: { path: '^packages/api' },
      to: { path: '^packages/(ui|storefront)' },
    },
    {
      name: 'api-never-imports-the-seed',
      comment:
        'The seed fills a database with demo data through the app code; the app code must run without it.',
      severity: 'error',
      from: {
        path: '^packages/api/src/',
        pathNot: '^packages/api/src/(db/seed/|server[.]ts$|db/client[.]ts$)',
      },
      to: { path: '^packages/api/src/db/seed/' },
    },
    {
      name: 'storefront-uses-the-contract-core',
      comment:
        'App code imports values from @haat/contract/core (no zod in the bundle); the schemas only as types, or lazily for development checks.',
      severity: 'error',
      from: { path: storefront, pathNot: [`${storefront}/mocks/`, tests] },
      to: {
        path: '^packages/contract/src/',
        pathNot: '^packages/contract/src/core/',
        dependencyTypesNot: ['type-only', 'dynamic-import'],
      },
    },
    {
      name: 'features-do-not-import-each-other',
      comment:
        'A feature owns its screens and endpoints; what two features need lives in shared/ (or the app).',
      severity: 'error',
      from: { path: `${storefront}/features/([^/]+)/` },
      to: { path: `${storefront}/features/`, pathNot: `${storefront}/features/$1/` },
    },
    {
      name: 'shared-does-not-import-features',
      comment: 'shared/ is below the features: it cannot depend on one of them.',
      severity: 'error',
      from: { path: `${storefront}/shared/` },
      to: { path: `${storefront}/(features|app/layout)/` },
    },
    {
      name: 'app-loads-features-lazily',
      comment:
        'The app composes features only through lazy route imports, so each route ships its own chunk and no feature is part of the shell.',
      severity: 'error',
      from: { path: `${storefront}/app/`, pathNot: tests },
      to: { path: `${storefront}/features/`, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'app-code-does-not-import-mocks',
      comment:
        'MSW mocks are for Storybook, tests and dev:mock; main.tsx loads them lazily in mock mode only.',
      severity: 'error',
      from: { path: storefront, pathNot: [`${storefront}/mocks/`, tests] },
      to: { path: `${storefront}/mocks/`, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'no-unresolvable-imports',
      comment: 'An import that resolves to nothing is a typo or a dependency missing from package.json.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage)/' },
    // TypeScript 7 has no compiler API for dependency-cruiser to use; swc parses the sources and still tells
    // type-only imports apart.
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.tooling.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // "source": @haat/ui's sources, as everywhere in the monorepo (its dist is only for outside apps).
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
