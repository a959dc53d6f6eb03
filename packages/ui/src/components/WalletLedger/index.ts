export {
  signedRupees,
  WalletLedger,
  type WalletLedgerKind,
  type WalletLedgerPeriod,
  type WalletLedgerProps,
  type WalletLedgerTexts,
  type WalletLedgerTransaction,
} from './WalletLedger.tsx'
