import { sql } from 'drizzle-orm'
import { type Db, selectRows } from '../db/client.ts'

export type MessageChannel = 'sms' | 'email'

/** One SMS or e-mail. `subject` is for e-mail; SMS ignore it. */
export interface OutgoingMessage {
  channel: MessageChannel
  /** A phone number with its country code ("+919876543210") for SMS, an address for e-mail. */
  to: string
  subject?: string
  body: string
}

/** Every SMS and e-mail of the server goes through one of these. */
export interface MessageTransport {
  /** A short name for logs and start-up checks ("outbox", "smtp"). */
  readonly name: string
  /** Whether messages stay in the database outbox (readable at /api/dev/outbox) instead of leaving. */
  readonly isOutbox: boolean
  send(message: OutgoingMessage): Promise<void>
}

/** A message kept by the outbox, as the dev outbox call shows it. */
export interface OutboxMessage {
  id: string
  channel: MessageChannel
  to: string
  subject: string | null
  body: string
  createdAt: Date
}

/**
 * Development transport: every message is written to `outbox_messages` and goes nowhere else, so a
 * newcomer can read OTPs without an SMS provider. Never used in production (see chooseTransport).
 */
export class OutboxTransport implements MessageTransport {
  readonly name = 'outbox'
  readonly isOutbox = true
  readonly #db: Db

  constructor(db: Db) {
    this.#db = db
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.#db.execute(
      sql`insert into outbox_messages (channel, recipient, subject, body)
          values (${message.channel}, ${message.to}, ${message.subject ?? null}, ${message.body})`,
    )
  }
}

interface OutboxRow {
  id: number | string
  channel: MessageChannel
  recipient: string
  subject: string | null
  body: string
  created_at: Date | string
}

/** The newest outbox messages first, optionally only those to one recipient. */
export async function readOutbox(
  db: Db,
  { to, limit }: { to?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const recipient = to?.trim()
  // SMS are addressed "+91XXXXXXXXXX"; people filter by the 10 digits they typed in the form.
  const recipients = recipient && /^\d{10}$/.test(recipient) ? [recipient, `+91${recipient}`] : [recipient]
  const rows = await selectRows<OutboxRow>(
    db,
    sql`select id, channel, recipient, subject, body, created_at from outbox_messages
        ${
          recipient
            ? sql`where recipient in (${sql.join(
                recipients.map((r) => sql`${r}`),
                sql`, `,
              )})`
            : sql``
        }
        order by created_at desc, id desc
        limit ${limit}`,
  )
  return rows.map((row) => ({
    id: String(row.id),
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: new Date(row.created_at),
  }))
}
