import { EMAIL_EXISTS_MESSAGE, pages, REFERRAL_LINK_PARAM } from '@haat/contract/core'
import { SignUpForm, type SignUpValues } from '@haat/ui'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { serverMessage, statusOf } from '../../../app/errorText.ts'
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts'
import { SIGN_IN_HREF } from '../../../shared/links.ts'
import { useSignUpWithEmailMutation } from '../authApi.ts'
import { type LoginState, SOMETHING_WENT_WRONG } from '../texts.ts'

/** /sign-up-with-email: create an account with e-mail and password, then sign in on /login (which says it was created). */
export function SignUpRoute() {
  useDocumentTitle(pages.signUp.title)
  const [signUp, { isLoading }] = useSignUpWithEmailMutation()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<{ email?: string; form?: string }>({})
  // A friend's referral link (Refer & Earn) carries their code: filled in, still editable.
  const [params] = useSearchParams()
  const referralCode = params.get(REFERRAL_LINK_PARAM)?.trim().slice(0, 32) ?? ''

  const submit = async ({ subscribe: _notSent, referralCode, ...values }: SignUpValues) => {
    setFailure({})
    const answer = await signUp({
      ...values,
      referralCode: referralCode || undefined,
      // The contract takes the phone twice (as the original's form sent it): once more as the official number.
      officialPhoneNumber: values.phone,
    })
    if ('data' in answer && answer.data) {
      // Said on the login card, not in a toast: the toast sat at the screen's bottom edge, dark on the dark
      // footer, for 4 seconds, far from the card the shopper looks at, and went unseen.
      navigate(SIGN_IN_HREF, { state: { accountCreated: true } satisfies LoginState })
      return
    }
    const message = serverMessage(answer.error)
    if (statusOf(answer.error) === 400 && (message === undefined || message === EMAIL_EXISTS_MESSAGE)) {
      setFailure({ email: EMAIL_EXISTS_MESSAGE })
    } else {
      setFailure({ form: message ?? SOMETHING_WENT_WRONG })
    }
  }

  return (
    <SignUpForm
      status={isLoading ? 'submitting' : 'idle'}
      fieldErrors={failure.email ? { email: failure.email } : undefined}
      error={failure.form}
      onSubmit={(values) => void submit(values)}
      initialReferralCode={referralCode}
    />
  )
}
