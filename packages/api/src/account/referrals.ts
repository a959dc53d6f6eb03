import { REFERRED_FRIENDS_LISTED, type ReferralsAnswer } from '@haat/contract'
import { ORDER_STATUS, pages, REFERRAL_LINK_PARAM, REFERRAL_REWARD_COINS } from '@haat/contract/core'
import { sql } from 'drizzle-orm'
import { toTimestamp } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import { reviewerDisplayName } from '../sellers/query.ts'

/**
 * The sign-up page's address carrying a referral code. A path on the store's own origin: the storefront
 * makes it whole with the address it is served from, so the link is right behind any host name.
 */
export function referralSharePath(code: string): string {
  return `${pages.signUp.path}?${REFERRAL_LINK_PARAM}=${encodeURIComponent(code)}`
}

/**
 * Refer & Earn and the Affiliate Dashboard: the shopper's code and what it has earned. A friend is an
 * account that signed up with the code (users.referred_by, compared without regard to case, as shoppers
 * type it); "delivered" means the friend has an order delivered; the coins are the shopper's 'referral'
 * entries of the coin ledger, which the delivery of a friend's first order writes once per friend.
 */
export async function referralsOf(db: Db, userId: string): Promise<ReferralsAnswer | null> {
  const [me] = await selectRows<{ referral_code: string }>(
    db,
    sql`select referral_code from users where id = ${userId}`,
  )
  if (!me) return null
  const friends = sql`select f.id, f.name, f.created_at,
      exists (select 1 from orders o where o.user_id = f.id and o.status = ${ORDER_STATUS.delivered}) as delivered,
      coalesce((select sum(c.delta) from coin_ledger c
                where c.user_id = ${userId} and c.reason = 'referral' and c.referred_user_id = f.id), 0) as coins
    from users f
    where upper(f.referred_by) = upper(${me.referral_code}) and f.id <> ${userId}`
  const [listed, [totals], [earned]] = await Promise.all([
    selectRows<{
      id: string
      name: string
      created_at: Date | string
      delivered: boolean
      coins: number | string
    }>(
      db,
      sql`select * from (${friends}) friends order by created_at desc, id desc limit ${REFERRED_FRIENDS_LISTED}`,
    ),
    selectRows<{ joined: number | string; delivered: number | string }>(
      db,
      sql`select count(*) as joined, count(*) filter (where delivered) as delivered from (${friends}) friends`,
    ),
    selectRows<{ coins: number | string | null }>(
      db,
      sql`select sum(delta) as coins from coin_ledger where user_id = ${userId} and reason = 'referral'`,
    ),
  ])
  return {
    code: me.referral_code,
    shareUrl: referralSharePath(me.referral_code),
    rewardCoins: REFERRAL_REWARD_COINS,
    friendsJoined: Number(totals?.joined ?? 0),
    friendsWithDelivery: Number(totals?.delivered ?? 0),
    coinsEarned: Math.max(0, Number(earned?.coins ?? 0)),
    friends: listed.map((row) => ({
      name: reviewerDisplayName(row.name),
      joined: toTimestamp(row.created_at),
      delivered: row.delivered === true,
      coins: Math.max(0, Number(row.coins)),
    })),
  }
}
