export * from './SellerSignInForm.tsx'
