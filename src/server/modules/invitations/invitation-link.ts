/** The spec's invite link: the site origin, '/accept-invitation?token=' and the token. */
export function invitationLink(appUrl: string, token: string) {
  return `${appUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
}
