export {
  type AffiliateFriend,
  AffiliateSummary,
  type AffiliateSummaryProps,
  type AffiliateSummaryTexts,
} from './AffiliateSummary.tsx'
export { ReferralCard, type ReferralCardProps, type ReferralCardTexts } from './ReferralCard.tsx'
