export {
  AccountDashboard,
  type AccountDashboardProps,
  type AccountDashboardTexts,
} from './AccountDashboard.tsx'
