import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, selectRows } from '../../src/db/client.ts'
import { ensureSearchSynonyms, synonymRows } from '../../src/db/seed/synonyms.ts'
import { oldDataFolders } from './old-data-folder.ts'

describe('a data folder from before one-way synonyms', () => {
  const folders = oldDataFolders()
  afterAll(() => folders.dispose())

  it("keeps its words two-way until the seed turns the demo's broader words one-way, once", async () => {
    // As the seed left it while every word led both ways: "phone" in the smartphone group.
    const dataDir = await folders.open(
      '_search_synonyms_one_way',
      `insert into search_synonyms (term, group_word) values
        ('smartphone', 'smartphone'), ('phone', 'smartphone'), ('mobile', 'smartphone'),
        ('saree', 'saree'), ('sari', 'saree'), ('shopkeeper', 'shopkeeper');`,
    )
    const database = await openDatabase({ dataDir })
    try {
      const directions = () =>
        selectRows<{ term: string; one_way: boolean }>(
          database.db,
          sql`select term, one_way from search_synonyms
            where term in ('smartphone', 'phone', 'mobile', 'sari', 'shopkeeper') order by term`,
        )
      // The migration adds the column as two-way: nothing changes until the seed says so.
      expect((await directions()).every((row) => !row.one_way)).toBe(true)

      await ensureSearchSynonyms(database.db)
      const after = await directions()
      expect(after).toEqual([
        { term: 'mobile', one_way: true },
        { term: 'phone', one_way: true },
        { term: 'sari', one_way: false },
        { term: 'shopkeeper', one_way: false },
        { term: 'smartphone', one_way: false },
      ])
      // Every demo word is there, and a word the seed does not know is left alone.
      const [count] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from search_synonyms`,
      )
      expect(count?.n).toBe(synonymRows().length + 1)

      await ensureSearchSynonyms(database.db)
      expect(await directions()).toEqual(after)
    } finally {
      await database.close()
    }
    // Two new PGlite folders, each migrated from nothing: slower than one test's usual minute on a busy machine.
  }, 180_000)
})
