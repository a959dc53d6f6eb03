import { useAppSelector } from '../../app/store.ts'
import { selectIsSignedIn } from '../session/authSlice.ts'
import { useSignInFirst } from '../session/session.ts'

/**
 * The wishlist heart of listing cards. For a visitor it asks to sign in: it opens /login, which
 * returns here afterwards. Adding to the wishlist itself comes with the wishlist feature, so a signed-in
 * shopper sees no heart rather than one that does nothing.
 */
export function useVisitorWishlist() {
  const signedIn = useAppSelector(selectIsSignedIn)
  const signInFirst = useSignInFirst()
  if (signedIn) return undefined
  return { state: 'off' as const, onToggle: signInFirst }
}
