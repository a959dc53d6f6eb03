import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { groupIndian } from '../../format/index.ts'

export interface AffiliateFriend {
  /** As reviewers are named ("Priya N."). */
  name: string
  joined: Date
  delivered: boolean
  coins: number
}

/** The summary's fixed texts (the storefront passes the contract's). */
export interface AffiliateSummaryTexts {
  friendsJoined: string
  friendsWithDelivery: string
  coinsEarned: string
  /** Shown instead of the friends' list when nobody has joined. */
  noFriends: string
  /** The list's column words. */
  joinedOn: string
  delivered: string
  waiting: string
  coins: (count: number) => string
}

export interface AffiliateSummaryProps {
  friendsJoined: number
  friendsWithDelivery: number
  coinsEarned: number
  friends: readonly AffiliateFriend[]
  texts: AffiliateSummaryTexts
  timeZone?: string
}

/**
 * The Affiliate Dashboard: how many friends joined with the shopper's code, how many have had an order
 * delivered, the coins the code has earned, and each friend with where they stand.
 */
export function AffiliateSummary({
  friendsJoined,
  friendsWithDelivery,
  coinsEarned,
  friends,
  texts,
  timeZone = 'Asia/Kolkata',
}: AffiliateSummaryProps) {
  const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
  const stats = [
    { label: texts.friendsJoined, value: friendsJoined, testId: 'affiliate-joined' },
    { label: texts.friendsWithDelivery, value: friendsWithDelivery, testId: 'affiliate-delivered' },
    { label: texts.coinsEarned, value: coinsEarned, testId: 'affiliate-coins' },
  ]
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {stats.map((stat) => (
          <Box
            key={stat.label}
            sx={{
              p: 2,
              borderRadius: '10px',
              border: 1,
              borderColor: 'border.main',
              bgcolor: 'background.paper',
            }}
          >
            <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
              {stat.label}
            </Box>
            <Box
              component="dd"
              data-testid={stat.testId}
              sx={{ m: 0, fontSize: '1.6rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
            >
              {groupIndian(stat.value)}
            </Box>
          </Box>
        ))}
      </Box>
      {friends.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{texts.noFriends}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={texts.friendsJoined}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {friends.map((friend) => (
            <Box
              component="li"
              key={`${friend.name}:${friend.joined.getTime()}`}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                borderRadius: '10px',
                border: 1,
                borderColor: 'border.main',
                bgcolor: 'background.paper',
              }}
            >
              <Box component="span" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
                {friend.name}
              </Box>
              <Box component="span" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
                {texts.joinedOn} {day.format(friend.joined)}
              </Box>
              <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>
                <Chip
                  size="small"
                  label={friend.delivered ? texts.delivered : texts.waiting}
                  color={friend.delivered ? 'success' : 'default'}
                  variant="outlined"
                />
                {friend.coins > 0 ? (
                  <Box component="span" sx={{ fontWeight: 700, color: 'success.dark' }}>
                    +{texts.coins(friend.coins)}
                  </Box>
                ) : null}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
