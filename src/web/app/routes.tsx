import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { authClient } from '../lib/auth-client';
import { PublicLayout } from './layouts/public-layout';
import { RequireSession } from './layouts/require-session';
import { paths } from './paths';

/**
 * Lazily loaded chunks, each module exporting its component under the key given (the pages and layouts
 * use named exports), so a name is written once and checked against its module.
 */
function lazyByName<Loaders extends Record<string, () => Promise<object>>>(
  loaders: Loaders & { [Name in keyof Loaders]: () => Promise<Record<Name, ComponentType>> },
) {
  const lazyExport = (name: string, load: () => Promise<object>) =>
    lazy(async () => {
      const component = ((await load()) as Record<string, ComponentType | undefined>)[name];
      if (!component) throw new Error(`The chunk exports no ${name}`);
      return { default: component };
    });
  return Object.fromEntries(
    Object.entries(loaders).map(([name, load]) => [name, lazyExport(name, load)]),
  ) as { [Name in keyof Loaders]: LazyExoticComponent<ComponentType> };
}

// Each page is its own chunk, so the first visit to /auth downloads only the sign-in code. The signed-in
// layouts are chunks too: the sidebar, its popover and sheet never weigh on the sign-in page.
const layout = lazyByName({
  AppLayout: () => import('./layouts/app-layout'),
  AdminLayout: () => import('./layouts/admin-layout'),
  FocusLayout: () => import('./layouts/focus-layout'),
});
const page = lazyByName({
  AuthPage: () => import('../features/auth/pages/auth-page'),
  ResetPasswordPage: () => import('../features/auth/pages/reset-password-page'),
  EmailVerificationPage: () => import('../features/auth/pages/email-verification-page'),
  AcceptInvitationPage: () => import('../features/invitations/pages/accept-invitation-page'),
  OutboxPage: () => import('../features/outbox/pages/outbox-page'),
  HomeRedirectPage: () => import('./pages/home-redirect-page'),
  CreateAccountPage: () => import('../features/accounts/pages/create-account-page'),
  DashboardPage: () => import('./pages/dashboard-page'),
  AccountsPage: () => import('../features/accounts/pages/accounts-page'),
  AccountDetailPage: () => import('../features/accounts/pages/account-detail-page'),
  ProfilePage: () => import('../features/profile/pages/profile-page'),
  QuestionnaireRedirectPage: () => import('../features/questionnaire/pages/questionnaire-redirect-page'),
  QuestionnairePage: () => import('./pages/questionnaire-page'),
  DataRoomPage: () => import('./pages/data-room-page'),
  ScorePage: () => import('./pages/score-page'),
  AreaDetailPage: () => import('./pages/area-detail-page'),
  VectorStoresPage: () => import('../features/search/pages/vector-stores-page'),
  AdminPage: () => import('../features/admin/pages/admin-page'),
  BillingPage: () => import('../features/billing/pages/billing-page'),
  BillingWithoutAccountPage: () => import('../features/billing/pages/billing-page'),
  BillingSuccessPage: () => import('../features/billing/pages/billing-success-page'),
  BillingCancelPage: () => import('../features/billing/pages/billing-cancel-page'),
  SandboxCheckoutPage: () => import('../features/billing/pages/sandbox-checkout-page'),
  SandboxPortalPage: () => import('../features/billing/pages/sandbox-portal-page'),
  NotFoundPage: () => import('./pages/not-found-page'),
});

/** An unknown path keeps the sidebar for a signed-in user; a signed-out visitor gets the public frame. */
function UnknownPathLayout() {
  const session = authClient.useSession();
  if (session.isPending) return <PageLoading variant="page" />;
  return session.data ? <layout.AppLayout /> : <PublicLayout />;
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
          <Route path={paths.auth()} element={<page.AuthPage />} />
          <Route path={paths.resetPassword()} element={<page.ResetPasswordPage />} />
          <Route path={paths.emailVerification()} element={<page.EmailVerificationPage />} />
          <Route path={paths.acceptInvitation()} element={<page.AcceptInvitationPage />} />
        </Route>
        <Route path={paths.outbox()} element={<page.OutboxPage />} />
        <Route element={<RequireSession />}>
          <Route element={<layout.FocusLayout />}>
            <Route index element={<page.HomeRedirectPage />} />
            <Route path={paths.createAccount()} element={<page.CreateAccountPage />} />
            <Route path={paths.billingSuccess(':accountId')} element={<page.BillingSuccessPage />} />
            <Route path={paths.billingCancel(':accountId')} element={<page.BillingCancelPage />} />
            <Route path={paths.sandboxCheckout(':accountId')} element={<page.SandboxCheckoutPage />} />
            <Route path={paths.sandboxPortal(':accountId')} element={<page.SandboxPortalPage />} />
          </Route>
          <Route element={<layout.AdminLayout />}>
            <Route path={paths.admin()} element={<page.AdminPage />} />
            <Route path={paths.vectorStores()} element={<page.VectorStoresPage />} />
          </Route>
          <Route element={<layout.AppLayout />}>
            <Route path={paths.dashboard()} element={<page.DashboardPage />} />
            <Route path={paths.accounts()} element={<page.AccountsPage />} />
            <Route path={paths.account(':accountId')} element={<page.AccountDetailPage />} />
            <Route path={paths.profile()} element={<page.ProfilePage />} />
            <Route path={paths.anyQuestionnaire()} element={<page.QuestionnaireRedirectPage />} />
            <Route path={paths.questionnaire(':accountId')} element={<page.QuestionnairePage />} />
            <Route path={paths.anyBilling()} element={<page.BillingWithoutAccountPage />} />
            <Route path={paths.billing(':accountId')} element={<page.BillingPage />} />
            <Route path={paths.dataRoom(':accountId')} element={<page.DataRoomPage />} />
            <Route path={paths.keelScore(':accountId')} element={<page.ScorePage />} />
            <Route path={paths.keelScoreArea(':accountId', ':areaName')} element={<page.AreaDetailPage />} />
          </Route>
        </Route>
        {/* Spec §2: unknown paths are not found, signed in or not; a signed-out visitor sees nothing more. */}
        <Route element={<UnknownPathLayout />}>
          <Route path="*" element={<page.NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
