import {
  EMAIL_EXISTS_MESSAGE,
  type OutboxMessage,
  RESET_REQUESTED_MESSAGE,
  SESSION_LIFETIME_MS,
  SIGNIN_FAILED_MESSAGE,
  type User,
} from '@haat/contract'

/**
 * Identity fixtures for Storybook, dev:mock and tests. The mock API's secrets are fixed so a story or a
 * newcomer in dev:mock can use them: see the constants below.
 */
/** The seed's demo shopper (packages/api/src/db/seed/demo-shopper.ts): the same sign-in works in both modes. */
export const DEMO_EMAIL = 'demo@haat.example'
export const DEMO_PASSWORD = 'Demo@1234'
/** OTP that the mock API accepts (for phone sign-in and e-mail verification). */
export const MOCK_OTP = '123456'
/** OTP that signs in an existing account (the 409 answer with a token). */
export const MOCK_EXISTING_OTP = '654321'
/** An e-mail the mock API says is taken. */
export const TAKEN_EMAIL = 'taken@haat.example'
/** A reset token the mock API calls expired. */
export const EXPIRED_RESET_TOKEN = 'expired-reset-token'
export const MOCK_GOOGLE_CLIENT_ID = 'mock-client-id.apps.googleusercontent.com'

export const mockSession = () => ({
  token: `mock-token-${Date.now()}`,
  expiresAt: Date.now() + SESSION_LIFETIME_MS,
})

export const shopper = {
  id: 'DemoShopperAarav0001',
  customDocId: 'DemoShopperAarav0001',
  name: 'Aarav Sharma',
  email: DEMO_EMAIL,
  emailVerified: false,
  phone: null,
  phoneVerified: false,
  profileUrl: null,
  coin: 250,
  address: [],
} satisfies User

export const verifiedShopper = { ...shopper, emailVerified: true } satisfies User

export const phoneShopper = {
  ...shopper,
  id: 'U1002',
  customDocId: 'U1002',
  name: 'Ravi Kumar',
  email: null,
  phone: '9876543210',
  phoneVerified: true,
} satisfies User

export const shopperWithAddresses = {
  ...verifiedShopper,
  address: [
    {
      name: 'Aarav Sharma',
      phoneNumber: '9876543210',
      alternativePhoneNumber: null,
      typeOfAddress: 'Home',
      primaryAddress: true,
      houseName: 'Flat 4B, Lotus Residency',
      localArea: 'Kakkanad',
      landMark: 'Near Infopark gate',
      pincode: '682042',
      state: 'Kerala',
      country: 'India',
      location: null,
    },
    {
      name: 'Aarav Sharma',
      phoneNumber: '9876543210',
      alternativePhoneNumber: null,
      typeOfAddress: 'Office',
      primaryAddress: false,
      houseName: 'Cyber Towers, 4th Floor',
      localArea: 'HITEC City',
      landMark: null,
      pincode: '500081',
      state: 'Telangana',
      country: 'India',
      location: null,
    },
  ],
} satisfies User

export const outboxOtp = (to: string, code = MOCK_OTP): OutboxMessage => ({
  id: 'M1',
  channel: 'sms',
  to,
  subject: null,
  body: `${code} is your Haat sign-in code. It is valid for 10 minutes.`,
  createdAt: new Date().toISOString(),
})

export const messages = { EMAIL_EXISTS_MESSAGE, RESET_REQUESTED_MESSAGE, SIGNIN_FAILED_MESSAGE }
