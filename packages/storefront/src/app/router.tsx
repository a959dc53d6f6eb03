import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { RootLayout } from '../features/layout/RootLayout.tsx'
import { plannedRoutes } from './routes.ts'

type LazyScreen = () => Promise<ComponentType>

/** Screens of the route table that are built, each in its own chunk. */
export const builtScreens: Record<string, LazyScreen> = {
  '/login': async () => (await import('../features/auth/screens/LoginRoute.tsx')).LoginRoute,
  '/sign-with-otp': async () =>
    (await import('../features/auth/screens/PhoneSignInRoute.tsx')).PhoneSignInRoute,
  '/sign-up-with-email': async () => (await import('../features/auth/screens/SignUpRoute.tsx')).SignUpRoute,
  '/otp-snd/:number/:otpSession': async () =>
    (await import('../features/auth/screens/OtpEntryRoute.tsx')).OtpEntryRoute,
  '/sign-up-with-email-personal-detail/:phone': async () =>
    (await import('../features/auth/screens/PersonalDetailsRoute.tsx')).PersonalDetailsRoute,
  '/forget-password': async () =>
    (await import('../features/auth/screens/ForgotPasswordRoute.tsx')).ForgotPasswordRoute,
  '/reset-password/:token': async () =>
    (await import('../features/auth/screens/ResetPasswordRoute.tsx')).ResetPasswordRoute,
  '/my-account': async () => (await import('../features/account/MyAccountRoute.tsx')).MyAccountRoute,
}

const notBuiltYet: LazyScreen = async () =>
  (await import('../features/errors/NotBuiltYetRoute.tsx')).NotBuiltYetRoute

/** Every route of the app, each screen lazy-loaded in its own chunk, under one root layout. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Nothing to hydrate (no server rendering): the first lazy screen simply paints when it arrives.
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        handle: { title: 'Home' },
        lazy: async () => ({ Component: (await import('../features/home/HomeRoute.tsx')).HomeRoute }),
      },
      {
        path: 'About_us',
        handle: { title: 'About Us' },
        lazy: async () => ({ Component: (await import('../features/about/AboutRoute.tsx')).AboutRoute }),
      },
      ...plannedRoutes.map(
        ({ path, handle }): RouteObject => ({
          path,
          handle,
          lazy: async () => ({ Component: await (builtScreens[path] ?? notBuiltYet)() }),
        }),
      ),
      {
        path: '*',
        handle: { title: 'Page not found' },
        lazy: async () => ({
          Component: (await import('../features/errors/NotFoundRoute.tsx')).NotFoundRoute,
        }),
      },
    ],
  },
]

export const router = createBrowserRouter(appRoutes)
