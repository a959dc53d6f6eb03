export type { AccountSection, AccountSidebarProps } from './AccountSidebar.tsx'
export { ACCOUNT_GROUPS, AccountSidebar } from './AccountSidebar.tsx'
