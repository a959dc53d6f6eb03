export {
  FEATURE_BADGES,
  type FeatureBadge,
  FeatureBadges,
  type FeatureBadgesProps,
} from './FeatureBadges.tsx'
