export type { StartupNoticeProps } from './StartupNotice.tsx'
export { StartupNotice } from './StartupNotice.tsx'
