import { describe, expect, it } from 'vitest'
import { sessionEnded, signedIn } from '../session/authSlice.ts'
import { heartPressed, heartSaved, heartSettled, wishlistHeartsSlice } from './wishlistHeartsSlice.ts'

const { reducer } = wishlistHeartsSlice

/** What RTK Query dispatches when a read of an endpoint ends. */
const readEnded = (endpointName: string, requestStatus: 'fulfilled' | 'rejected' | 'pending') => ({
  type: `api/executeQuery/${requestStatus}`,
  meta: { requestStatus, arg: { type: 'query', endpointName } },
})

const pressed = (...hearts: Array<[string, boolean]>) =>
  hearts.reduce(
    (state, [productId, on]) => reducer(state, heartPressed({ productId, on })),
    reducer(undefined, { type: 'init' }),
  )

describe('wishlistHeartsSlice', () => {
  it('keeps a saved heart until the wishlist has been read again, then lets the list say', () => {
    let state = reducer(pressed(['p', true], ['q', false]), heartSaved('p'))
    state = reducer(state, readEnded('getWishlistProducts', 'pending'))
    expect(state.pending.p).toEqual({ on: true, saved: true })
    // Another endpoint's read says nothing about the wishlist.
    state = reducer(state, readEnded('getCartProducts', 'fulfilled'))
    expect(state.pending.p).toBeDefined()
    state = reducer(state, readEnded('getWishlistProducts', 'fulfilled'))
    // Only the saved heart gives way: q's change is still on its way.
    expect(state.pending).toEqual({ q: { on: false, saved: false } })
  })

  it('lets a saved heart go when the read fails too, so it never sticks', () => {
    const state = reducer(
      reducer(pressed(['p', true]), heartSaved('p')),
      readEnded('getWishlistProducts', 'rejected'),
    )
    expect(state.pending).toEqual({})
  })

  it('drops a settled heart at once (a refusal rolls back)', () => {
    expect(reducer(pressed(['p', true]), heartSettled('p')).pending).toEqual({})
  })

  it('forgets every heart when the session changes', () => {
    expect(reducer(pressed(['p', true]), sessionEnded()).pending).toEqual({})
    expect(reducer(pressed(['p', true]), signedIn({ token: 't', expiresAt: 1 })).pending).toEqual({})
  })
})
