// @haat/ui: presentational components, the theme and formatters. No data fetching, no Redux.
export * from './format/index.ts'
export type { HaatTheme } from './theme/theme.ts'
export { brand, fontFamily, theme } from './theme/theme.ts'
