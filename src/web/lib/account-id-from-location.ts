/** Pages whose path carries the account they show: /accounts/{id}, /questionnaire/{id}, … */
const ACCOUNT_PATH = /^\/(?:accounts|questionnaire|data-room|keel-score|billing)\/([^/]+)\/?$/;

/** The account a URL points at: its path segment, or the dashboard's optional ?accountId=. */
export function accountIdFromLocation(pathname: string, search: string): string | null {
  const match = ACCOUNT_PATH.exec(pathname);
  if (match?.[1]) return decodeURIComponent(match[1]);
  if (pathname === '/dashboard') return new URLSearchParams(search).get('accountId') || null;
  return null;
}
