import { matchPath } from 'react-router';
import { accountPagePatterns, paths } from '../app/paths';

/** The account a URL points at: its path segment, or the dashboard's optional ?accountId=. */
export function accountIdFromLocation(pathname: string, search: string): string | null {
  for (const pattern of accountPagePatterns) {
    const accountId = matchPath(pattern, pathname)?.params.accountId;
    if (accountId) return decodeURIComponent(accountId);
  }
  if (pathname === paths.dashboard()) return new URLSearchParams(search).get('accountId') || null;
  return null;
}
