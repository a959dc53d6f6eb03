import { pages, SIGNIN_FAILED_MESSAGE } from '@haat/contract/core'
import { LoginForm, type LoginValues } from '@haat/ui'
import { useLocation } from 'react-router-dom'
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts'
import { useSigninCheckMutation } from '../authApi.ts'
import { ACCOUNT_CREATED_NOTICE, type LoginState } from '../texts.ts'
import { useGoogleSignIn } from '../useGoogleSignIn.ts'
import { useSignIn } from '../useSignIn.ts'

/**
 * /login: e-mail and password. Any failure is "Incorrect email or password", so the page never tells which
 * accounts exist (docs/product.md, Identity).
 */
export function LoginRoute() {
  useDocumentTitle(pages.login.title)
  const [signinCheck, { isLoading, isError, reset }] = useSigninCheckMutation()
  const signIn = useSignIn()
  const google = useGoogleSignIn()
  const arrival = useLocation().state as LoginState | null

  const submit = async (values: LoginValues) => {
    reset()
    const answer = await signinCheck(values)
    if ('data' in answer && answer.data) signIn(answer.data)
  }

  return (
    <LoginForm
      status={isLoading || google.busy ? 'submitting' : 'idle'}
      error={isError ? SIGNIN_FAILED_MESSAGE : google.error}
      notice={arrival?.accountCreated ? ACCOUNT_CREATED_NOTICE : undefined}
      googleEnabled={google.enabled}
      onSubmit={(values) => void submit(values)}
      onGoogle={google.start}
    />
  )
}
