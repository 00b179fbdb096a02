import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { forgetSession } from '../lib/auth-client';
import { rememberOrigin } from '../lib/sign-in-redirect';
import { paths } from './paths';
import { isPublicPath } from './public-paths';

/**
 * A 401 from any API call on a protected page means the session ended (expired, revoked elsewhere):
 * forget it locally, drop cached data and send the user to /auth, remembering where they were.
 */
export function SessionExpiryHandler() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const { pathname, search } = window.location;
        if (isPublicPath(pathname)) return;
        rememberOrigin(pathname + search);
        forgetSession();
        queryClient.clear();
        navigate(paths.auth(), { replace: true, state: { sessionExpired: true } });
      }),
    [navigate, queryClient],
  );

  return null;
}
