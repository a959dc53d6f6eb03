import {
  type CoinLedgerReason,
  WALLET_COIN_TITLES,
  WALLET_PAGE_SIZE,
  WALLET_PERIOD_DAYS,
  WALLET_TRANSACTION_TITLES,
  type WalletAnswer,
  type WalletPeriod,
  type WalletTransaction,
} from '@haat/contract'
import { type SQL, sql } from 'drizzle-orm'
import { paiseToRupees, toTimestamp } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import type { WalletLedgerReason } from './ledger.ts'

const DAY_MS = 86_400_000

/** Which ledger a row of the wallet's list comes from. */
type Source = 'wallet' | 'payment' | 'original_refund' | 'coins'

/** One row of the union as PostgreSQL returns it (counts and amounts may come back as strings). */
interface StoredTransaction {
  id: string
  at: Date | string
  source: Source
  reason: string
  amount_paise: number | string
  coins: number | string | null
  order_id: string | null
}

export interface WalletFilter {
  period: WalletPeriod
  page: number
}

/** The title, kind and destination of a row, worded by the contract. */
function transactionOf(row: StoredTransaction): WalletTransaction {
  const base = {
    id: row.id,
    at: toTimestamp(row.at),
    amount: paiseToRupees(Number(row.amount_paise)),
    orderId: row.order_id,
  }
  switch (row.source) {
    case 'wallet': {
      const reason = row.reason as WalletLedgerReason
      return {
        ...base,
        kind: reason,
        title:
          reason === 'refund'
            ? WALLET_TRANSACTION_TITLES.walletRefund
            : reason === 'cashback'
              ? WALLET_TRANSACTION_TITLES.cashback
              : WALLET_TRANSACTION_TITLES.walletPayment,
        coins: null,
        // Money paid out of the wallet did not go back anywhere.
        destination: reason === 'payment' ? null : 'wallet',
      }
    }
    case 'payment':
      return {
        ...base,
        kind: 'payment',
        title: WALLET_TRANSACTION_TITLES.onlinePayment,
        coins: null,
        destination: null,
      }
    case 'original_refund':
      return {
        ...base,
        kind: 'refund',
        title: WALLET_TRANSACTION_TITLES.originalRefund,
        coins: null,
        destination: 'original',
      }
    case 'coins':
      return {
        ...base,
        kind: 'coins',
        title: WALLET_COIN_TITLES[row.reason as CoinLedgerReason] ?? row.reason,
        coins: Number(row.coins),
        destination: null,
      }
  }
}

/**
 * The shopper's wallet: the balance (the sum of their wallet entries, kept in users.wallet_paise), their
 * coins, and a page of their transactions newest first within the period counted back from `now`. The
 * list is one union over four ledgers, all of this shopper only: wallet entries (refunds into the wallet,
 * cashback, payments out of it), online payments of their checkouts (negative), refunds that went back to
 * the original payment, and coin entries (amount 0, their coins in `coins`). One statement reads the
 * balance, the count and the page, so they agree with each other even while a refund is being written.
 */
export async function walletOf(
  db: Db,
  userId: string,
  filter: WalletFilter,
  now: Date,
): Promise<WalletAnswer> {
  const days = WALLET_PERIOD_DAYS[filter.period]
  const since = days === null ? null : new Date(now.getTime() - days * DAY_MS).toISOString()
  // Each branch filters by date itself, so every ledger is read by its (user, created_at) index.
  const after = (column: SQL) => (since === null ? sql`` : sql`and ${column} >= ${since}`)
  const offset = (filter.page - 1) * WALLET_PAGE_SIZE
  const rows = await selectRows<
    Partial<StoredTransaction> & {
      total: number | string
      wallet_paise: number | string
      coin: number | string
    }
  >(
    db,
    sql`with entries as (
          select 'w-' || w.id::text as id, w.created_at as at, 'wallet' as source, w.reason,
                 w.delta_paise as amount_paise, null::int as coins, coalesce(w.order_id, c.order_id) as order_id
          from wallet_ledger w left join cancellations c on c.id = w.cancellation_id
          where w.user_id = ${userId} ${after(sql`w.created_at`)}
          union all
          select 'p-' || po.id, coalesce(po.paid_at, po.created_at), 'payment', 'online',
                 -po.amount_paise, null::int,
                 (select min(o.id) from orders o where o.parent_order_id = p.id)
          from parent_orders p join payment_orders po on po.parent_order_id = p.id
          where p.user_id = ${userId} and po.status = 'paid' ${after(sql`coalesce(po.paid_at, po.created_at)`)}
          union all
          select 'r-' || c.id, c.created_at, 'original_refund', 'original', c.refund_paise, null::int, c.order_id
          from cancellations c
          where c.user_id = ${userId} and c.refund_method = 'original' and c.refund_paise > 0
            ${after(sql`c.created_at`)}
          union all
          select 'c-' || l.id::text, l.created_at, 'coins', l.reason, 0, l.delta,
                 coalesce(l.order_id, (select min(o.id) from orders o where o.parent_order_id = l.parent_order_id))
          from coin_ledger l
          where l.user_id = ${userId} ${after(sql`l.created_at`)}
        ),
        page as (
          select * from entries order by at desc, id desc
          limit ${WALLET_PAGE_SIZE} offset ${offset}
        )
        select t.total, u.wallet_paise, u.coin, page.*
        from (select count(*)::int as total from entries) t
        join users u on u.id = ${userId}
        left join page on true
        order by page.at desc, page.id desc`,
  )
  const first = rows[0]
  const total = Number(first?.total ?? 0)
  const transactions = rows
    .filter((row) => row.id != null)
    .map((row) => transactionOf(row as StoredTransaction))
  return {
    balance: paiseToRupees(Number(first?.wallet_paise ?? 0)),
    coins: Number(first?.coin ?? 0),
    transactions,
    page: filter.page,
    pageCount: Math.ceil(total / WALLET_PAGE_SIZE),
    total,
  }
}
