import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { useDispatch, useSelector } from 'react-redux'
import { deliverySlice } from '../shared/delivery/deliverySlice.ts'
import { authSlice, browserStorage, type StorageLike } from '../shared/session/authSlice.ts'
import { sessionStorageMiddleware, watchSessionExpiry } from '../shared/session/sessionStorage.ts'
import { api } from './api.ts'

const rootReducer = combineSlices(api, authSlice, deliverySlice)
export type RootState = ReturnType<typeof rootReducer>

export interface StoreOptions {
  /** Where the session is kept; the browser's localStorage unless a test hands in its own. */
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
    middleware: (getDefault) => getDefault().concat(api.middleware, sessionStorageMiddleware(storage)),
  })
  setupListeners(store.dispatch)
  watchSessionExpiry(store)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
