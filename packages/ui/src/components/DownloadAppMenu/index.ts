export type { DownloadAppMenuProps } from './DownloadAppMenu.tsx'
export { DownloadAppMenu } from './DownloadAppMenu.tsx'
