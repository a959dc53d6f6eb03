export { FeedSection, type FeedSectionProps } from './FeedSection.tsx'
