export * from './CategoryDirectory.tsx'
