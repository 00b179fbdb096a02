/** The web pages the provider sends a customer back to (the web's paths.ts has the same routes). */
export function billingUrls(appUrl: string, accountId: string) {
  const billing = `${appUrl}/billing/${accountId}`;
  return { billing, success: `${billing}/success`, cancel: `${billing}/cancel` };
}
