import { NoStorePage } from '@web/shared/pages/problem-pages';
import type { SplashSlide } from '@web/shared/pages/SignupSplashPage';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LazyOutlet, PublicOnly } from './guards';
import { lazyPage } from './lazy-page';

const LoginPage = lazyPage(() => import('@web/shared/pages/LoginPage').then((m) => m.LoginPage));
const ForgotPasswordPage = lazyPage(() =>
  import('@web/shared/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('@web/shared/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const VerifyEmailPage = lazyPage(() =>
  import('@web/shared/pages/VerifyEmailPage').then((m) => m.VerifyEmailPage),
);
const DisabledAccountPage = lazyPage(() =>
  import('@web/shared/pages/DisabledAccountPage').then((m) => m.DisabledAccountPage),
);
const SignupSplashPage = lazyPage(() =>
  import('@web/shared/pages/SignupSplashPage').then((m) => m.SignupSplashPage),
);
const MaintenancePage = lazyPage(() =>
  import('@web/shared/pages/MaintenancePage').then((m) => m.MaintenancePage),
);

interface PublicRoutesOptions {
  /** The app's own sign-up screen. */
  signup: ReactNode;
  splash: readonly SplashSlide[];
}

/** The signed-out and account-state screens of both store apps (spec 1 §2.1). */
export function publicRoutes({ signup, splash }: PublicRoutesOptions): RouteObject[] {
  return [
    {
      element: <PublicOnly />,
      children: [
        { path: 'login', element: <LoginPage /> },
        { path: 'forgot', element: <ForgotPasswordPage /> },
        { path: 'reset', element: <ResetPasswordPage /> },
      ],
    },
    { element: <PublicOnly unfinished />, children: [{ path: 'signup', element: signup }] },
    {
      element: <LazyOutlet />,
      children: [
        { path: 'verify', element: <VerifyEmailPage /> },
        { path: 'disabledAccount', element: <DisabledAccountPage /> },
        { path: 'signupSplash', element: <SignupSplashPage slides={splash} /> },
        { path: 'maintenance', element: <MaintenancePage /> },
        // The server serves the platform page here; the store apps only meet it under `vite dev`.
        { path: 'storeSignup', element: <NoStorePage /> },
      ],
    },
  ];
}
