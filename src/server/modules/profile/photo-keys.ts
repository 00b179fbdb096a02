/** Spec §7: profile photos live at {userId}/{timestamp}.{ext} in the profile-photos bucket. */
export function photoKey(userId: string, timestamp: number) {
  return `profile-photos/${userId}/${timestamp}.webp`;
}

/** The URL the web app shows; served by GET /api/profile-photos/:userId/:file to signed-in users. */
export function photoUrl(key: string) {
  return `/api/${key}`;
}

export function keyFromPhotoUrl(url: string | null): string | null {
  return url?.startsWith('/api/profile-photos/') ? url.slice('/api/'.length) : null;
}
