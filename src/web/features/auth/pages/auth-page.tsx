import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { authClient } from '#web/lib/auth-client.ts';
import { forgetOrigin, postSignInTarget } from '#web/lib/sign-in-redirect.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { isEmailNotVerified, useSignIn } from '../api/use-sign-in';
import { useSignUp } from '../api/use-sign-up';
import { PendingInvitationBanner } from '../components/pending-invitation-banner';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { UnverifiedEmailNotice } from '../components/unverified-email-notice';

type AuthTab = 'sign-in' | 'sign-up';

const copy = {
  'sign-in': {
    title: 'Sign in',
    heading: 'Sign in to Keel',
    description: 'Welcome back. Use your work email and password.',
  },
  'sign-up': {
    title: 'Sign up',
    heading: 'Create your Keel account',
    description: 'Get your company ready for due diligence.',
  },
} as const;

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // ?tab=sign-up (or signup) opens Sign Up, e.g. from an invitation's 'Create Account & Accept'.
  const tabParam = params.get('tab');
  const tab: AuthTab = tabParam === 'sign-up' || tabParam === 'signup' ? 'sign-up' : 'sign-in';
  const invitedEmail = params.get('email') ?? '';
  usePageMeta(copy[tab].title, `${copy[tab].heading}. ${copy[tab].description}`);

  const session = authClient.useSession();
  const signIn = useSignIn();
  const signUp = useSignUp();
  // Focus the first field on arrival only; a tab switch keeps focus on the tab the user is on.
  const autoFocus = useRef(true);
  const redirected = useRef(false);
  const sessionExpired = (location.state as { sessionExpired?: boolean } | null)?.sessionExpired === true;

  // Signed in (already, or just now): go to the remembered origin, the pending invitation, or home.
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (!signedIn || redirected.current) return;
    redirected.current = true;
    const target = postSignInTarget();
    forgetOrigin();
    navigate(target, { replace: true });
  }, [signedIn, navigate]);

  function changeTab(value: string) {
    autoFocus.current = false;
    setParams(value === 'sign-up' ? { tab: 'sign-up' } : {}, { replace: true, state: location.state });
  }

  const unverifiedEmail =
    isEmailNotVerified(signIn.error) && signIn.variables ? signIn.variables.email : null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-xl font-semibold tracking-tight">{copy[tab].heading}</h1>
        <p className="text-muted-foreground">{copy[tab].description}</p>
      </div>
      {sessionExpired && (
        <Alert tone="warning">
          <p>Your session has ended. Sign in again to continue.</p>
        </Alert>
      )}
      <PendingInvitationBanner />
      <Card>
        <CardContent>
          <Tabs value={tab} onValueChange={changeTab}>
            <TabsList className="w-full">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm
                onSubmit={(values) => signIn.mutate(values)}
                pending={signIn.isPending}
                autoFocus={autoFocus.current}
                notice={unverifiedEmail !== null && <UnverifiedEmailNotice email={unverifiedEmail} />}
              />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm
                onSubmit={(values) =>
                  signUp.mutate(values, {
                    onSuccess: (email) => navigate(paths.emailVerification({ email: email })),
                  })
                }
                pending={signUp.isPending}
                autoFocus={autoFocus.current}
                defaultEmail={invitedEmail}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
