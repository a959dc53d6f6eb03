import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder } from '../../src/db/client.ts'

/**
 * Data folders as an earlier release left them, for upgrade tests: the migrations up to (not including)
 * the one whose tag ends with `beforeTag` are applied to a new PGlite folder, then `fill` (SQL) stands in
 * for that release's data. `open` answers the folder's path; `dispose` removes every folder made.
 */
export function oldDataFolders() {
  const roots: string[] = []
  return {
    async open(beforeTag: string, fill: string): Promise<string> {
      const root = await mkdtemp(path.join(tmpdir(), `haat-before${beforeTag}-`))
      roots.push(root)
      const oldMigrations = path.join(root, 'drizzle')
      await cp(migrationsFolder, oldMigrations, { recursive: true })
      const journalPath = path.join(oldMigrations, 'meta/_journal.json')
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> }
      const at = journal.entries.findIndex((entry) => entry.tag.endsWith(beforeTag))
      if (at <= 0) throw new Error(`No migration after the first ends with ${beforeTag}`)
      journal.entries = journal.entries.slice(0, at)
      await writeFile(journalPath, JSON.stringify(journal))

      const dataDir = path.join(root, 'data')
      const old = await PGlite.create(dataDir, { extensions: { pg_trgm } })
      try {
        await migrate(drizzle({ client: old }), { migrationsFolder: oldMigrations })
        await old.exec(fill)
      } finally {
        await old.close()
      }
      return dataDir
    },
    async dispose(): Promise<void> {
      for (const root of roots) await rm(root, { recursive: true, force: true })
    },
  }
}
