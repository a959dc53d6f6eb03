import { addListener, combineSlices, configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { useDispatch, useSelector } from 'react-redux'
import { cartListenerMiddleware, startCart } from '../shared/cart/cartListeners.ts'
import { visitorCartSlice } from '../shared/cart/visitorCartSlice.ts'
import { wishlistHeartsSlice } from '../shared/cart/wishlistHeartsSlice.ts'
import { deliverySlice } from '../shared/delivery/deliverySlice.ts'
import { authSlice, browserStorage, type StorageLike } from '../shared/session/authSlice.ts'
import { sessionStorageMiddleware, watchSessionExpiry } from '../shared/session/sessionStorage.ts'
import { api } from './api.ts'

const rootReducer = combineSlices(api, authSlice, deliverySlice, visitorCartSlice, wishlistHeartsSlice)
export type RootState = ReturnType<typeof rootReducer>

export interface StoreOptions {
  /** Where the session and a visitor's cart are kept; the browser's localStorage unless a test hands in its own. */
  storage?: StorageLike
}

/** A new store; the app makes one, every story and test makes its own so no state leaks between them. */
export function makeStore(
  preloadedState?: Partial<RootState>,
  { storage = browserStorage }: StoreOptions = {},
) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      // A listener added at run time (the cross-tab sync's) carries its functions in the action.
      getDefault({ serializableCheck: { ignoredActions: [addListener.type] } }).concat(
        api.middleware,
        sessionStorageMiddleware(storage),
        cartListenerMiddleware(storage),
      ),
    // The answers' notifications go out at the end of the task that brought them, not all together in the
    // next animation frame: on a page whose calls answer close together (the home page's rows), one frame's
    // batch drew every row in one long task, during which a phone answered no tap. Each row now draws in
    // its own, shorter task. (docs/architecture.md, "Answers drawn one at a time")
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  })
  setupListeners(store.dispatch)
  watchSessionExpiry(store)
  startCart(store.dispatch, storage)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
