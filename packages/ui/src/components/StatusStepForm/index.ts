export * from './StatusStepForm.tsx'
