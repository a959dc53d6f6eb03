// The recorded answers of the API the page stories run on (packages/storefront/src/mocks/recorded, made by
// `npm run record:fixtures`). Stories name what they look for by its recorded name (a deal's title, a store's
// name) and take ids and counts from the recording, so a new recording changes no story unless the shopper
// would see something different.

export { UNKNOWN_ID } from '../../packages/storefront/src/mocks/recorded/calls.ts'
export { recorded, recordings } from '../../packages/storefront/src/mocks/recorded/index.ts'

/** The one item of a recorded list that `test` picks; throws (naming `what`) when the recording has none. */
export function one<T>(items: readonly T[], what: string, test: (item: T) => boolean): T {
  const item = items.find(test)
  if (item === undefined) throw new Error(`The recording has no ${what}: record again or pick another`)
  return item
}
