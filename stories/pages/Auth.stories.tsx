import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLocation } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MyAccountRoute } from '../../packages/storefront/src/features/account/MyAccountRoute.tsx'
import { ForgotPasswordRoute } from '../../packages/storefront/src/features/auth/screens/ForgotPasswordRoute.tsx'
import { LoginRoute } from '../../packages/storefront/src/features/auth/screens/LoginRoute.tsx'
import { OtpEntryRoute } from '../../packages/storefront/src/features/auth/screens/OtpEntryRoute.tsx'
import { PersonalDetailsRoute } from '../../packages/storefront/src/features/auth/screens/PersonalDetailsRoute.tsx'
import { SignUpRoute } from '../../packages/storefront/src/features/auth/screens/SignUpRoute.tsx'
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  MOCK_EXISTING_OTP,
  MOCK_OTP,
  shopper,
  TAKEN_EMAIL,
  verifiedShopper,
} from '../../packages/storefront/src/mocks/authFixtures.ts'
import { authHandlers, failingPost } from '../../packages/storefront/src/mocks/authHandlers.ts'
import { handlers } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'

/** The identity screens on the MSW mocks: the real RTK Query endpoints, store, router and session. */
const meta = {
  title: 'Pages/Auth',
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const navigatedTo = async (canvas: Canvas) => (await canvas.findByTestId('navigated-to')).textContent

export const LoginIdle: Story = {
  render: () => <LoginRoute />,
  decorators: [withStorefront('/login')],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Sign In with Email' })
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('')
    // No Google client id in the mock configuration: no Google button that could not work.
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
  },
}

export const LoginFailing: Story = {
  render: () => <LoginRoute />,
  decorators: [withStorefront('/login')],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), DEMO_EMAIL)
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Wrong@1234')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(await canvas.findByText('Incorrect email or password')).toBeVisible()
  },
}

export const LoginSucceeds: Story = {
  render: () => <LoginRoute />,
  decorators: [withStorefront('/login')],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), DEMO_EMAIL)
    await userEvent.type(canvas.getByLabelText(/^Password/), DEMO_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(await navigatedTo(canvas)).toBe('/')
  },
}

/** A stand-in for Google Identity Services: the prompt answers at once with `credential`. */
function fakeGoogle(credential: string | undefined) {
  return () => {
    let callback: ((response: { credential?: string }) => void) | undefined
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            callback = options.callback
          },
          prompt: () => callback?.({ credential }),
        },
      },
    }
    return () => {
      delete window.google
    }
  }
}

const withGoogleClientId = [
  ...authHandlers({ googleClientId: 'story-client.apps.googleusercontent.com' }),
  ...handlers,
]

export const LoginWithGoogle: Story = {
  render: () => <LoginRoute />,
  decorators: [withStorefront('/login')],
  beforeEach: fakeGoogle('header.payload.signature'),
  parameters: { msw: { handlers: withGoogleClientId } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }))
    await expect(await navigatedTo(canvas)).toBe('/')
  },
}

export const LoginWithGoogleRefused: Story = {
  render: () => <LoginRoute />,
  decorators: [withStorefront('/login')],
  beforeEach: fakeGoogle('header.payload.signature'),
  parameters: {
    msw: {
      handlers: [failingPost('signUpWithGoogle', 401, 'Invalid Google sign-in'), ...withGoogleClientId],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }))
    await expect(await canvas.findByText('Failed to sign in with Google')).toBeVisible()
  },
}

export const OtpEntry: Story = {
  render: () => <OtpEntryRoute />,
  decorators: [
    withStorefront('/otp-snd/:number/:otpSession', { initialEntry: '/otp-snd/9876543210/story-session' }),
  ],
  play: async ({ canvas, step }) => {
    await canvas.findByRole('heading', { name: 'Verify Your Number' })
    await expect(canvas.getByRole('timer')).toHaveTextContent(/00:(30|29)/)
    const boxes = canvas.getAllByRole('textbox')
    await step('a wrong code says Incorrect OTP', async () => {
      await userEvent.click(boxes[0] as HTMLElement)
      await userEvent.keyboard('111111')
      await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }))
      await expect(await canvas.findByText('Incorrect OTP')).toBeVisible()
    })
    await step('the right code of a new number leads to the personal details', async () => {
      await userEvent.click(boxes[0] as HTMLElement)
      await userEvent.paste(MOCK_OTP)
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Verify OTP' })).toBeEnabled())
      await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }))
      await expect(await navigatedTo(canvas)).toBe('/sign-up-with-email-personal-detail/9876543210')
    })
  },
}

export const OtpEntryExistingAccount: Story = {
  render: () => <OtpEntryRoute />,
  decorators: [
    withStorefront('/otp-snd/:number/:otpSession', { initialEntry: '/otp-snd/9876543210/story-session' }),
  ],
  play: async ({ canvas }) => {
    // otp-check answers 409 with a token: the number has an account, which this signs in.
    await userEvent.click(canvas.getAllByRole('textbox')[0] as HTMLElement)
    await userEvent.paste(MOCK_EXISTING_OTP)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Verify OTP' })).toBeEnabled())
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }))
    await expect(await navigatedTo(canvas)).toBe('/')
  },
}

export const PersonalDetailsRefused: Story = {
  render: () => <PersonalDetailsRoute />,
  decorators: [
    withStorefront('/sign-up-with-email-personal-detail/:phone', {
      initialEntry: '/sign-up-with-email-personal-detail/9876543210',
      initialState: { otpSession: 'story-session' },
    }),
  ],
  parameters: {
    msw: {
      handlers: [failingPost('signUpWithPersonalDetails', 400, 'Email Already Exist'), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Ravi Kumar')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ravi@haat.example')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Home' }))
    // A 400 shows the server's text.
    await expect(await canvas.findByText('Email Already Exist')).toBeVisible()
  },
}

export const PersonalDetailsServerDown: Story = {
  render: () => <PersonalDetailsRoute />,
  decorators: [
    withStorefront('/sign-up-with-email-personal-detail/:phone', {
      initialEntry: '/sign-up-with-email-personal-detail/9876543210',
      initialState: { otpSession: 'story-session' },
    }),
  ],
  parameters: {
    msw: { handlers: [failingPost('signUpWithPersonalDetails', 503, 'Service Unavailable'), ...handlers] },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Ravi Kumar')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ravi@haat.example')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Home' }))
    await expect(await canvas.findByText('An unexpected error occurred. Please try again.')).toBeVisible()
  },
}

export const ForgotPasswordSent: Story = {
  render: () => <ForgotPasswordRoute />,
  decorators: [withStorefront('/forget-password')],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), DEMO_EMAIL)
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }))
    await expect(
      await canvas.findByText('If an account exists for that e-mail, a reset link is on its way.'),
    ).toBeVisible()
  },
}

export const SignUpEmailTaken: Story = {
  render: () => <SignUpRoute />,
  decorators: [withStorefront('/sign-up-with-email')],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Full Name/ }), 'Meera Iyer')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), TAKEN_EMAIL)
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone Number/ }), '9876543210')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Haat@2026')
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Haat@2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    const email = canvas.getByRole('textbox', { name: /^Email/ })
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Email Already Exist/))
    await expect(email).toHaveAttribute('aria-invalid', 'true')
  },
}

/** Sign-up, then the login screen it leads to: both routes of the app, so the arrival can be seen. */
function SignUpThenLogin() {
  return useLocation().pathname === '/login' ? <LoginRoute /> : <SignUpRoute />
}

export const SignUpSucceeds: Story = {
  render: () => <SignUpThenLogin />,
  decorators: [withStorefront('*', { initialEntry: '/sign-up-with-email' })],
  play: async ({ canvas, step }) => {
    await step('create the account', async () => {
      await userEvent.type(await canvas.findByRole('textbox', { name: /^Full Name/ }), 'Meera Iyer')
      await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'meera.new@example.in')
      await userEvent.type(canvas.getByRole('textbox', { name: /^Phone Number/ }), '9876543210')
      await userEvent.type(canvas.getByLabelText(/^Password/), 'Haat@2026')
      await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Haat@2026')
      await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    })
    await step('the login card says the account was created', async () => {
      await canvas.findByRole('heading', { name: 'Sign In with Email' })
      const notice = await canvas.findByRole('status')
      await expect(notice).toHaveTextContent('Account created. Please sign in.')
      await expect(notice).toBeVisible()
    })
  },
}

export const MyAccountUnverified: Story = {
  render: () => <MyAccountRoute />,
  // Personal Information is a section of its own: /my-account alone opens the dashboard.
  decorators: [
    withStorefront('/my-account', {
      initialEntry: '/my-account?section=personal-information',
      signedIn: true,
    }),
  ],
  parameters: { msw: { handlers: [...authHandlers({ user: shopper }), ...handlers] } },
  play: async ({ canvas, step }) => {
    await canvas.findByRole('heading', { name: 'Personal Information' })
    await expect(await canvas.findByRole('textbox', { name: /^Full Name/ })).toHaveValue(shopper.name)
    await step('verify the e-mail with the code sent to it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Verify/ }))
      const code = await canvas.findByRole('group', { name: 'E-mail verification code' })
      await userEvent.click(within(code).getByRole('textbox', { name: 'Digit 1 of 6' }))
      await userEvent.paste(MOCK_OTP)
      await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }))
      // In the form and in a toast.
      await expect((await canvas.findAllByText('Email verified successfully!'))[0]).toBeVisible()
      await expect(await canvas.findByRole('button', { name: /Verified/ })).toBeVisible()
      await expect(canvas.getByRole('textbox', { name: /^Email/ })).toBeDisabled()
    })
  },
}

export const MyAccountVerified: Story = {
  render: () => <MyAccountRoute />,
  // Personal Information is a section of its own: /my-account alone opens the dashboard.
  decorators: [
    withStorefront('/my-account', {
      initialEntry: '/my-account?section=personal-information',
      signedIn: true,
    }),
  ],
  parameters: { msw: { handlers: [...authHandlers({ user: verifiedShopper }), ...handlers] } },
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByRole('button', { name: /Verified/ })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toBeDisabled()
    await step('a changed name is saved', async () => {
      const name = canvas.getByRole('textbox', { name: /^Full Name/ })
      await userEvent.clear(name)
      await userEvent.type(name, 'Aarav K Sharma')
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
      await expect((await canvas.findAllByText('User information updated successfully!'))[0]).toBeVisible()
      // The record is fetched again (tag User): the greeting shows the new name.
      await expect(await canvas.findByText('Aarav K Sharma')).toBeVisible()
    })
  },
}

export const MyAccountUnknownSection: Story = {
  render: () => <MyAccountRoute />,
  decorators: [
    withStorefront('/my-account', { signedIn: true, initialEntry: '/my-account?section=nothing-here' }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Item Not Selected' })).toBeVisible()
  },
}
