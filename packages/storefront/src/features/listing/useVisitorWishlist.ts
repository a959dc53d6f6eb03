import { useLocation, useNavigate } from 'react-router-dom'
import { useAppSelector } from '../../app/store.ts'
import { selectIsSignedIn } from '../auth/authSlice.ts'
import type { FromState } from '../auth/guard.ts'

/**
 * The wishlist heart of listing cards. For a visitor it asks to sign in: it opens /login, which
 * returns here afterwards. Adding to the wishlist itself comes with the cart issue, so a signed-in
 * shopper sees no heart rather than one that does nothing.
 */
export function useVisitorWishlist() {
  const signedIn = useAppSelector(selectIsSignedIn)
  const navigate = useNavigate()
  const location = useLocation()
  if (signedIn) return undefined
  const from: FromState['from'] = {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
  }
  return {
    state: 'off' as const,
    onToggle: () => navigate('/login', { state: { from } satisfies FromState }),
  }
}
