export * from './AccountSummaryPanel.tsx'
