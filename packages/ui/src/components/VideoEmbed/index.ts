export { VideoEmbed, type VideoEmbedProps } from './VideoEmbed.tsx'
