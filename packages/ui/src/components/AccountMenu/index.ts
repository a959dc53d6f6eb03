export type { AccountMenuProps, AccountMenuUser } from './AccountMenu.tsx'
export { AccountMenu } from './AccountMenu.tsx'
