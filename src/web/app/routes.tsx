import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RequireSession } from './layouts/require-session';

// Each page is its own chunk, so the first visit to /auth downloads only the sign-in code.
const AuthPage = lazy(() =>
  import('../features/auth/pages/auth-page').then((m) => ({ default: m.AuthPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const EmailVerificationPage = lazy(() =>
  import('../features/auth/pages/email-verification-page').then((m) => ({
    default: m.EmailVerificationPage,
  })),
);
const AcceptInvitationPage = lazy(() =>
  import('../features/invitations/pages/accept-invitation-page').then((m) => ({
    default: m.AcceptInvitationPage,
  })),
);
const OutboxPage = lazy(() =>
  import('../features/outbox/pages/outbox-page').then((m) => ({ default: m.OutboxPage })),
);
const WelcomePage = lazy(() =>
  import('../features/home/pages/welcome-page').then((m) => ({ default: m.WelcomePage })),
);
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * The route table.
 *
 * | Path                 | Access    | Page                                  |
 * |----------------------|-----------|---------------------------------------|
 * | /auth                | public    | sign in / sign up tabs                |
 * | /reset-password      | public    | request a reset mail, or set password |
 * | /email-verification  | public    | 'Check your email', resend            |
 * | /accept-invitation   | public    | keeps the invitation token            |
 * | /outbox              | public    | development mail outbox               |
 * | /                    | signed in | welcome                               |
 * | *                    | signed in | 'Oops! Page not found'                |
 */
export function AppRoutes() {
  // Layouts hold their own Suspense so their frame stays up; this one covers pages without a layout.
  return (
    <Suspense fallback={<PageLoading variant="page" />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/email-verification" element={<EmailVerificationPage />} />
          <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
        </Route>
        <Route path="/outbox" element={<OutboxPage />} />
        <Route element={<RequireSession />}>
          <Route element={<AppLayout />}>
            <Route index element={<WelcomePage />} />
            {/* Unknown paths are signed-in too: a visitor signs in first and then learns the page is missing. */}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
