import {
  type Answer,
  CONTACT_CHANGE_NOT_FOUND_MESSAGE,
  contactCodeSentMessage,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_EXISTS_MESSAGE,
  INCORRECT_OTP_MESSAGE,
  PHONE_CHANGED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  type RouteName,
  SESSION_EXPIRED_MESSAGE,
  SIGNIN_FAILED_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  USER_EXISTS_MESSAGE,
  type User,
} from '@haat/contract'
import { delay, HttpResponse, http } from 'msw'
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  EXPIRED_RESET_TOKEN,
  MOCK_EXISTING_OTP,
  MOCK_OTP,
  mockSession,
  outboxOtp,
  shopper,
  TAKEN_EMAIL,
} from './authFixtures.ts'
import { bodyOf, fail, url } from './mockSupport.ts'

const json = <N extends RouteName>(_name: N, answer: Answer<N>, status = 200) =>
  HttpResponse.json(answer, { status })

export interface AuthMockOptions {
  /** The signed-in shopper the bearer calls answer with (a copy; updates change only the copy). */
  user?: User
  googleClientId?: string | null
}

/**
 * Every identity call answered in memory, typed by the contract. The shopper record lives in this
 * closure, so updating the profile or verifying the e-mail shows on the next get-user as it would on
 * the server. Any bearer call without an Authorization header answers 401, like the server.
 */
export function authHandlers({ user = shopper, googleClientId = null }: AuthMockOptions = {}) {
  let current: User = structuredClone(user)
  let pendingChange: { channel: 'sms' | 'email'; value: string } | undefined
  const signedIn = (request: Request) => request.headers.get('Authorization')?.startsWith('Bearer ')
  const bearer =
    <A extends unknown[]>(answer: (request: Request, ...rest: A) => Promise<Response> | Response) =>
    ({ request }: { request: Request }, ...rest: A) =>
      signedIn(request) ? answer(request, ...rest) : fail(401, TOKEN_MISSING_MESSAGE)

  return [
    http.post(url('otpSend'), async ({ request }) => {
      const { number } = await bodyOf(request, 'otpSend')
      return json('otpSend', { otpSession: `mock-otp-session-${number}-${Date.now()}` })
    }),
    http.post(url('otpCheck'), async ({ request }) => {
      const { otp } = await bodyOf(request, 'otpCheck')
      if (otp === MOCK_OTP) return json('otpCheck', { isNewUser: true })
      if (otp === MOCK_EXISTING_OTP)
        return HttpResponse.json({ message: USER_EXISTS_MESSAGE, ...mockSession() }, { status: 409 })
      return fail(400, 'Incorrect OTP')
    }),
    http.post(url('signUpWithEmail'), async ({ request }) => {
      const { email } = await bodyOf(request, 'signUpWithEmail')
      if (email === TAKEN_EMAIL || email === DEMO_EMAIL) return fail(400, EMAIL_EXISTS_MESSAGE)
      return json('signUpWithEmail', { message: 'Account created. Please sign in.' })
    }),
    http.post(url('signinCheck'), async ({ request }) => {
      const { email, password } = await bodyOf(request, 'signinCheck')
      if (email === DEMO_EMAIL && password === DEMO_PASSWORD) return json('signinCheck', mockSession())
      return fail(401, SIGNIN_FAILED_MESSAGE)
    }),
    http.post(url('signUpWithGoogle'), () => json('signUpWithGoogle', mockSession())),
    http.post(url('signUpWithPersonalDetails'), async ({ request }) => {
      const body = await bodyOf(request, 'signUpWithPersonalDetails')
      if (body.email === TAKEN_EMAIL) return fail(400, EMAIL_EXISTS_MESSAGE)
      current = { ...current, name: body.name, email: body.email, phone: body.phone, emailVerified: false }
      return json('signUpWithPersonalDetails', mockSession())
    }),
    http.post(url('resetPassword'), () => json('resetPassword', { message: RESET_REQUESTED_MESSAGE })),
    http.get(url('checkResetToken'), ({ request }) => {
      const token = new URL(request.url).searchParams.get('token')
      return json(
        'checkResetToken',
        token === EXPIRED_RESET_TOKEN ? { valid: false, reason: 'expired' } : { valid: true },
      )
    }),
    http.post(url('setNewPassword'), () =>
      json('setNewPassword', { message: 'Your password has been changed. Please sign in.' }),
    ),
    http.get(
      url('userDetails'),
      bearer(() => json('userDetails', { user: current })),
    ),
    http.get(
      url('getUser'),
      bearer(() => json('getUser', { user: current })),
    ),
    http.post(
      url('updateUser'),
      bearer(async (request) => {
        const body = await bodyOf(request, 'updateUser')
        current = { ...current, name: body.name ?? current.name }
        // As the server: a new or unproven phone, or another e-mail, waits for the code sent to it.
        const phone = body.phone !== undefined && (body.phone !== current.phone || !current.phoneVerified)
        const email = body.newEmail !== undefined && body.newEmail !== current.email
        if (phone || email) {
          pendingChange = phone
            ? { channel: 'sms', value: body.phone ?? '' }
            : { channel: 'email', value: body.newEmail ?? '' }
          const { channel, value } = pendingChange
          const shownTo = channel === 'sms' ? `${value.slice(0, 2)}xxxxxx${value.slice(-2)}` : value
          return json('updateUser', {
            message: contactCodeSentMessage(channel, shownTo, channel === 'sms' && value === current.phone),
            user: current,
            pendingChange: { channel, to: value, changeId: 'mock-change' },
          })
        }
        return json('updateUser', { message: 'User information updated successfully!', user: current })
      }),
    ),
    http.post(
      url('confirmContactChange'),
      bearer(async (request) => {
        const { otp } = await bodyOf(request, 'confirmContactChange')
        if (!pendingChange) return fail(404, CONTACT_CHANGE_NOT_FOUND_MESSAGE)
        if (otp !== MOCK_OTP) return fail(400, INCORRECT_OTP_MESSAGE)
        const { channel, value } = pendingChange
        current =
          channel === 'sms'
            ? { ...current, phone: value, phoneVerified: true }
            : { ...current, email: value, emailVerified: true }
        pendingChange = undefined
        const message = channel === 'sms' ? PHONE_CHANGED_MESSAGE : EMAIL_CHANGED_MESSAGE
        return json('confirmContactChange', { message, user: current })
      }),
    ),
    http.post(
      url('sendVerificationEmail'),
      bearer(() =>
        json('sendVerificationEmail', { message: 'A verification code was sent to your e-mail.' }),
      ),
    ),
    http.post(
      url('verifyOtp'),
      bearer(async (request) => {
        const { otp } = await bodyOf(request, 'verifyOtp')
        if (otp !== MOCK_OTP) return fail(400, 'Incorrect OTP')
        current = { ...current, emailVerified: true }
        return json('verifyOtp', { message: 'Email verified successfully!', user: current })
      }),
    ),
    http.post(
      url('logout'),
      bearer(() => json('logout', { message: 'Logged out' })),
    ),
    http.get(url('authConfig'), () => json('authConfig', { googleClientId })),
    http.get(url('devOutbox'), ({ request }) => {
      const to = new URL(request.url).searchParams.get('to') ?? '9876543210'
      return json('devOutbox', { messages: [outboxOtp(to)] })
    }),
  ]
}

/** A POST that fails: for stories of error states. */
export function failingPost(name: RouteName, status: number, message: string) {
  return http.post(url(name), () => fail(status, message))
}

/** A POST that never answers: the submitting state stays on screen. */
export function pendingPost(name: RouteName) {
  return http.post(url(name), async () => {
    await delay('infinite')
    return HttpResponse.json(null)
  })
}

/** Bearer calls answering 401 as for an expired session. */
export function sessionExpired(name: RouteName = 'userDetails') {
  return http.get(url(name), () => fail(401, SESSION_EXPIRED_MESSAGE))
}
