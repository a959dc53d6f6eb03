import { routeTable } from '../route.ts'

/** Sign-up, sign-in, sessions, the profile and (in development) the message outbox. */
export const identityRoutes = routeTable({
  otpSend: { method: 'POST', path: '/otp-send' },
  otpCheck: { method: 'POST', path: '/otp-check' },
  signUpWithEmail: { method: 'POST', path: '/sign-up-with-email' },
  signinCheck: { method: 'POST', path: '/signin-check' },
  signUpWithGoogle: { method: 'POST', path: '/sign-up-with-google' },
  signUpWithPersonalDetails: { method: 'POST', path: '/sign-up-with-personal-details' },
  resetPassword: { method: 'POST', path: '/reset-password' },
  setNewPassword: { method: 'POST', path: '/set-new-password' },
  checkResetToken: { method: 'GET', path: '/check-reset-token' },
  userDetails: { method: 'GET', path: '/user-details', auth: 'bearer' },
  getUser: { method: 'GET', path: '/get-user', auth: 'bearer' },
  updateUser: { method: 'POST', path: '/updateUser', auth: 'bearer' },
  /** Ours: applies a phone or e-mail change once the code sent to the new one comes back right. */
  confirmContactChange: { method: 'POST', path: '/confirm-contact-change', auth: 'bearer' },
  sendVerificationEmail: { method: 'POST', path: '/send-verification-email', auth: 'bearer' },
  verifyOtp: { method: 'POST', path: '/verify-otp', auth: 'bearer' },
  logout: { method: 'POST', path: '/logout', auth: 'bearer' },
  authConfig: { method: 'GET', path: '/get-auth-config' },
  /** Development only, and only for callers on this machine: the messages the outbox holds. */
  devOutbox: { method: 'GET', path: '/dev/outbox' },
})
