import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { media } from '../db/schema.ts'

export interface StoredMedia {
  contentType: string
  body: Uint8Array
  /** A strong ETag, quotes included, ready for the ETag header. */
  etag: string
}

/** The image stored under `key` (the part of the URL after /media/), or null when there is none. */
export async function getMedia(db: Db, key: string): Promise<StoredMedia | null> {
  const [row] = await db
    .select({ contentType: media.contentType, body: media.body, etag: media.etag })
    .from(media)
    .where(eq(media.key, key))
  if (!row) return null
  // node-postgres gives a Buffer, PGlite a Uint8Array; both are Uint8Arrays.
  return { contentType: row.contentType, body: row.body, etag: row.etag }
}
