import {
  NOT_SELLER_MEMBER_MESSAGE,
  pages,
  SELLER_EMAIL_LABEL,
  SELLER_PASSWORD_LABEL,
  SELLER_SIGN_IN_BUTTON,
  SELLER_SIGN_IN_HEADING,
  SELLER_SIGN_IN_INTRO,
  SELLER_SIGN_IN_REQUIRED_MESSAGE,
  SIGNIN_FAILED_MESSAGE,
} from '@haat/contract/core'
import { FullPageLoader, SellerSignInForm, type SellerSignInValues } from '@haat/ui'
import { Navigate, useLocation } from 'react-router-dom'
import { statusOf } from '../../app/errorText.ts'
import { useAppDispatch, useAppSelector } from '../../app/store.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useSellerAccountQuery, useSellerSignInMutation } from '../../shared/seller-area/sellerAreaApi.ts'
import { hasValidSession, signedIn } from '../../shared/session/authSlice.ts'
import { returnPath } from '../../shared/session/guard.ts'
import { sellerReturnPath } from './sellerAreaView.ts'

const TEXTS = {
  title: SELLER_SIGN_IN_HEADING,
  intro: SELLER_SIGN_IN_INTRO,
  email: SELLER_EMAIL_LABEL,
  password: SELLER_PASSWORD_LABEL,
  submit: SELLER_SIGN_IN_BUTTON,
  required: SELLER_SIGN_IN_REQUIRED_MESSAGE,
}

/**
 * /seller/login: a seller's member signs in with their account's e-mail and password (the store's own
 * sign-in call, the same session). Once the server confirms the account is a member, the area opens
 * (or the seller page the visitor came from); an account that is not says so and stays here. Any failed
 * sign-in reads "Incorrect email or password", so the page never tells which accounts exist.
 */
export function SellerSignInRoute() {
  useDocumentTitle(pages.sellerSignIn.title)
  const dispatch = useAppDispatch()
  const location = useLocation()
  const signed = useAppSelector((state) => hasValidSession(state.auth, Date.now()))
  const [signIn, attempt] = useSellerSignInMutation()
  const account = useSellerAccountQuery(undefined, { skip: !signed })

  if (signed && account.data) {
    return <Navigate to={sellerReturnPath(returnPath(location.state))} replace />
  }
  if (signed && account.isLoading) return <FullPageLoader />

  const submit = async (values: SellerSignInValues) => {
    attempt.reset()
    const answer = await signIn(values)
    if ('data' in answer && answer.data) dispatch(signedIn(answer.data))
  }
  const notMember = signed && account.isError && statusOf(account.error) === 403
  const error = attempt.isError ? SIGNIN_FAILED_MESSAGE : notMember ? NOT_SELLER_MEMBER_MESSAGE : undefined

  return (
    <SellerSignInForm
      status={attempt.isLoading || account.isFetching ? 'submitting' : 'idle'}
      {...(error ? { error } : {})}
      onSubmit={(values) => void submit(values)}
      texts={TEXTS}
    />
  )
}
