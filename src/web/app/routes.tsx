import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { authClient } from '../lib/auth-client';
import { PublicLayout } from './layouts/public-layout';
import { RequireSession } from './layouts/require-session';
import { paths } from './paths';

/** A lazily loaded chunk's component, exported by the name given (the pages use named exports). */
function lazyNamed<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// Each page is its own chunk, so the first visit to /auth downloads only the sign-in code. The signed-in
// layouts are chunks too: the sidebar, its popover and sheet never weigh on the sign-in page.
const AppLayout = lazyNamed(() => import('./layouts/app-layout'), 'AppLayout');
const AdminLayout = lazyNamed(() => import('./layouts/admin-layout'), 'AdminLayout');
const FocusLayout = lazyNamed(() => import('./layouts/focus-layout'), 'FocusLayout');
const AuthPage = lazyNamed(() => import('../features/auth/pages/auth-page'), 'AuthPage');
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const EmailVerificationPage = lazyNamed(
  () => import('../features/auth/pages/email-verification-page'),
  'EmailVerificationPage',
);
const AcceptInvitationPage = lazyNamed(
  () => import('../features/invitations/pages/accept-invitation-page'),
  'AcceptInvitationPage',
);
const OutboxPage = lazyNamed(() => import('../features/outbox/pages/outbox-page'), 'OutboxPage');
const HomeRedirectPage = lazyNamed(() => import('./pages/home-redirect-page'), 'HomeRedirectPage');
const CreateAccountPage = lazyNamed(
  () => import('../features/accounts/pages/create-account-page'),
  'CreateAccountPage',
);
const DashboardPage = lazyNamed(() => import('./pages/dashboard-page'), 'DashboardPage');
const AccountsPage = lazyNamed(() => import('../features/accounts/pages/accounts-page'), 'AccountsPage');
const AccountDetailPage = lazyNamed(
  () => import('../features/accounts/pages/account-detail-page'),
  'AccountDetailPage',
);
const ProfilePage = lazyNamed(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const QuestionnaireRedirectPage = lazyNamed(
  () => import('../features/questionnaire/pages/questionnaire-redirect-page'),
  'QuestionnaireRedirectPage',
);
const QuestionnairePage = lazyNamed(() => import('./pages/questionnaire-page'), 'QuestionnairePage');
const DataRoomPage = lazyNamed(() => import('./pages/data-room-page'), 'DataRoomPage');
const ScorePage = lazyNamed(() => import('./pages/score-page'), 'ScorePage');
const AreaDetailPage = lazyNamed(() => import('./pages/area-detail-page'), 'AreaDetailPage');
const VectorStoresPage = lazyNamed(
  () => import('../features/search/pages/vector-stores-page'),
  'VectorStoresPage',
);
const AdminPage = lazyNamed(() => import('../features/admin/pages/admin-page'), 'AdminPage');
const BillingPage = lazyNamed(() => import('../features/billing/pages/billing-page'), 'BillingPage');
const BillingWithoutAccountPage = lazyNamed(
  () => import('../features/billing/pages/billing-page'),
  'BillingWithoutAccountPage',
);
const BillingSuccessPage = lazyNamed(
  () => import('../features/billing/pages/billing-success-page'),
  'BillingSuccessPage',
);
const BillingCancelPage = lazyNamed(
  () => import('../features/billing/pages/billing-cancel-page'),
  'BillingCancelPage',
);
const SandboxCheckoutPage = lazyNamed(
  () => import('../features/billing/pages/sandbox-checkout-page'),
  'SandboxCheckoutPage',
);
const SandboxPortalPage = lazyNamed(
  () => import('../features/billing/pages/sandbox-portal-page'),
  'SandboxPortalPage',
);
const NotFoundPage = lazyNamed(() => import('./pages/not-found-page'), 'NotFoundPage');

/** An unknown path keeps the sidebar for a signed-in user; a signed-out visitor gets the public frame. */
function UnknownPathLayout() {
  const session = authClient.useSession();
  if (session.isPending) return <PageLoading variant="page" />;
  return session.data ? <AppLayout /> : <PublicLayout />;
}

/**
 * The route table.
 *
 * | Path                   | Access    | Layout  | Page                                         |
 * |------------------------|-----------|---------|----------------------------------------------|
 * | /auth                  | public    | public  | sign in / sign up tabs                       |
 * | /reset-password        | public    | public  | request a reset mail, or set password        |
 * | /email-verification    | public    | public  | 'Check your email', resend                   |
 * | /accept-invitation     | public    | public  | invitation details, accept, set password     |
 * | /outbox                | public    | own     | development mail outbox                      |
 * | /                      | signed in | focus   | → /create-account (no account) or /dashboard |
 * | /create-account        | signed in | focus   | account name form, no sidebar                |
 * | /dashboard             | signed in | sidebar | overview of the selected account             |
 * | /accounts              | signed in | sidebar | 'My Accounts'                                |
 * | /accounts/:accountId   | signed in | sidebar | account detail                               |
 * | /profile               | signed in | sidebar | photo, name, initials                        |
 * | /questionnaire         | signed in | sidebar | → the last selected account's questionnaire  |
 * | /questionnaire/:id     | signed in | sidebar | Company Profile Questionnaire, recommendations|
 * | /billing               | signed in | sidebar | → /accounts (no account id)                  |
 * | /billing/:id           | signed in | sidebar | subscription status, Monthly Plan            |
 * | /billing/:id/success   | signed in | focus   | 'Payment Successful!'                        |
 * | /billing/:id/cancel    | signed in | focus   | 'Payment Cancelled'                          |
 * | /billing/:id/sandbox/* | signed in | focus   | sandbox provider's checkout and portal       |
 * | /data-room/:id         | signed in | sidebar | Data Room: recommended and uploaded files    |
 * | /keel-score/:id        | signed in | sidebar | score overview, analysis controls, areas     |
 * | /keel-score/:id/area-detail/:areaName | signed in | sidebar | area's factors, evidence, tester |
 * | /admin                 | super adm | admin   | Super Admin Dashboard (others → /)           |
 * | /vector-stores         | super adm | admin   | Vector Store Manager (others → /)            |
 * | *                      | any       | sidebar or public | 'Oops! Page not found'             |
 */
export function AppRoutes() {
  // Layouts hold their own Suspense so their frame stays up; this one covers pages without a layout.
  return (
    <Suspense fallback={<PageLoading variant="page" />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path={paths.auth()} element={<AuthPage />} />
          <Route path={paths.resetPassword()} element={<ResetPasswordPage />} />
          <Route path={paths.emailVerification()} element={<EmailVerificationPage />} />
          <Route path={paths.acceptInvitation()} element={<AcceptInvitationPage />} />
        </Route>
        <Route path={paths.outbox()} element={<OutboxPage />} />
        <Route element={<RequireSession />}>
          <Route element={<FocusLayout />}>
            <Route index element={<HomeRedirectPage />} />
            <Route path={paths.createAccount()} element={<CreateAccountPage />} />
            <Route path={paths.billingSuccess(':accountId')} element={<BillingSuccessPage />} />
            <Route path={paths.billingCancel(':accountId')} element={<BillingCancelPage />} />
            <Route path={paths.sandboxCheckout(':accountId')} element={<SandboxCheckoutPage />} />
            <Route path={paths.sandboxPortal(':accountId')} element={<SandboxPortalPage />} />
          </Route>
          <Route element={<AdminLayout />}>
            <Route path={paths.admin()} element={<AdminPage />} />
            <Route path={paths.vectorStores()} element={<VectorStoresPage />} />
          </Route>
          <Route element={<AppLayout />}>
            <Route path={paths.dashboard()} element={<DashboardPage />} />
            <Route path={paths.accounts()} element={<AccountsPage />} />
            <Route path={paths.account(':accountId')} element={<AccountDetailPage />} />
            <Route path={paths.profile()} element={<ProfilePage />} />
            <Route path={paths.anyQuestionnaire()} element={<QuestionnaireRedirectPage />} />
            <Route path={paths.questionnaire(':accountId')} element={<QuestionnairePage />} />
            <Route path={paths.anyBilling()} element={<BillingWithoutAccountPage />} />
            <Route path={paths.billing(':accountId')} element={<BillingPage />} />
            <Route path={paths.dataRoom(':accountId')} element={<DataRoomPage />} />
            <Route path={paths.keelScore(':accountId')} element={<ScorePage />} />
            <Route path={paths.keelScoreArea(':accountId', ':areaName')} element={<AreaDetailPage />} />
          </Route>
        </Route>
        {/* Spec §2: unknown paths are not found, signed in or not; a signed-out visitor sees nothing more. */}
        <Route element={<UnknownPathLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
