/** Everything cached for the Super Admin Dashboard lives under this key. */
export const adminQueryKey = ['admin'] as const;
