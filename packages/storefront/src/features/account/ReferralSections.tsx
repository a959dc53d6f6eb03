import {
  AFFILIATE_DASHBOARD_TITLE,
  coinsText,
  REFER_AND_EARN_TITLE,
  REFERRAL_CODE_LABEL,
  REFERRAL_COINS_EARNED_LABEL,
  REFERRAL_COPIED_MESSAGE,
  REFERRAL_COPY_LABEL,
  REFERRAL_DELIVERED_LABEL,
  REFERRAL_FRIENDS_DELIVERED_LABEL,
  REFERRAL_FRIENDS_JOINED_LABEL,
  REFERRAL_JOINED_ON_LABEL,
  REFERRAL_NO_FRIENDS_MESSAGE,
  REFERRAL_SHARE_LABEL,
  REFERRAL_SHARE_TITLE,
  REFERRAL_WAITING_LABEL,
  REFERRALS_FAILED_MESSAGE,
  referralRuleText,
  referralShareText,
} from '@haat/contract/core'
import { AffiliateSummary, ReferralCard } from '@haat/ui'
import Box from '@mui/material/Box'
import { useState } from 'react'
import { useReferralsQuery } from './accountSectionsApi.ts'
import { affiliateFriendsOf, referralLinkOf } from './accountSectionsView.ts'
import { SectionFailed, SectionHeading, SectionLoading } from './SectionStatus.tsx'

const REFER_HEADING_ID = 'refer-and-earn-heading'
const AFFILIATE_HEADING_ID = 'affiliate-dashboard-heading'

/**
 * Refer & Earn: the shopper's code, Copy (the clipboard) and Share (the device's share sheet, or the
 * clipboard with the whole message where there is none), and the rule of the reward.
 */
export function ReferAndEarnSection() {
  const referrals = useReferralsQuery(undefined, { refetchOnMountOrArgChange: true })
  const [copied, setCopied] = useState(false)

  let body: React.ReactNode
  if (referrals.isError && !referrals.isFetching) {
    body = <SectionFailed message={REFERRALS_FAILED_MESSAGE} onRetry={() => void referrals.refetch()} />
  } else if (!referrals.data) {
    body = <SectionLoading cards={1} height={180} />
  } else {
    const { code, shareUrl, rewardCoins } = referrals.data
    const link = referralLinkOf(shareUrl, window.location.origin)
    const copy = async (text: string) => {
      try {
        await navigator.clipboard.writeText(text)
        setCopied(true)
      } catch {
        // No clipboard (an insecure page, a refused permission): the code stays selectable in its field.
        setCopied(false)
      }
    }
    const share = async () => {
      const text = referralShareText(code, link)
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: REFERRAL_SHARE_TITLE, text, url: link })
          return
        } catch {
          // Cancelled by the shopper, or refused: nothing to do.
          return
        }
      }
      await copy(text)
    }
    body = (
      <ReferralCard
        code={code}
        shareUrl={link}
        rule={referralRuleText(rewardCoins)}
        copied={copied}
        onCopy={() => void copy(code)}
        onShare={() => void share()}
        texts={{
          codeLabel: REFERRAL_CODE_LABEL,
          copy: REFERRAL_COPY_LABEL,
          share: REFERRAL_SHARE_LABEL,
          copied: REFERRAL_COPIED_MESSAGE,
        }}
      />
    )
  }
  return (
    <Box component="section" aria-labelledby={REFER_HEADING_ID}>
      <SectionHeading id={REFER_HEADING_ID}>{REFER_AND_EARN_TITLE}</SectionHeading>
      {body}
    </Box>
  )
}

/** The Affiliate Dashboard: the friends the code brought, those with a delivered order, the coins earned. */
export function AffiliateDashboardSection() {
  const referrals = useReferralsQuery(undefined, { refetchOnMountOrArgChange: true })
  let body: React.ReactNode
  if (referrals.isError && !referrals.isFetching) {
    body = <SectionFailed message={REFERRALS_FAILED_MESSAGE} onRetry={() => void referrals.refetch()} />
  } else if (!referrals.data) {
    body = <SectionLoading cards={2} height={90} />
  } else {
    const { friendsJoined, friendsWithDelivery, coinsEarned, friends } = referrals.data
    body = (
      <AffiliateSummary
        friendsJoined={friendsJoined}
        friendsWithDelivery={friendsWithDelivery}
        coinsEarned={coinsEarned}
        friends={affiliateFriendsOf(friends)}
        texts={{
          friendsJoined: REFERRAL_FRIENDS_JOINED_LABEL,
          friendsWithDelivery: REFERRAL_FRIENDS_DELIVERED_LABEL,
          coinsEarned: REFERRAL_COINS_EARNED_LABEL,
          noFriends: REFERRAL_NO_FRIENDS_MESSAGE,
          joinedOn: REFERRAL_JOINED_ON_LABEL,
          delivered: REFERRAL_DELIVERED_LABEL,
          waiting: REFERRAL_WAITING_LABEL,
          coins: coinsText,
        }}
      />
    )
  }
  return (
    <Box component="section" aria-labelledby={AFFILIATE_HEADING_ID}>
      <SectionHeading id={AFFILIATE_HEADING_ID}>{AFFILIATE_DASHBOARD_TITLE}</SectionHeading>
      {body}
    </Box>
  )
}
