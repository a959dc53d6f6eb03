import { DEMO_REVIEWER_NAMES, reviewerId } from './browse.ts'

/**
 * The demo marketplace's people who write its reviews, ask and answer its product questions and rate its
 * sellers, as `{ id, name }`. They are the demo reviewers that browse.ts adds (idempotently, with no
 * password, e-mail or phone, so nobody signs in as them); this list names them once for every seed module
 * that needs people, so no module invents its own accounts. Deterministic: the same ids on every machine.
 */
export interface DemoPerson {
  id: string
  name: string
}

export const DEMO_PEOPLE: readonly DemoPerson[] = DEMO_REVIEWER_NAMES.map((name, i) => ({
  id: reviewerId(i),
  name,
}))

/** The ids alone, in the same order. */
export const DEMO_PEOPLE_IDS: readonly string[] = DEMO_PEOPLE.map((person) => person.id)
