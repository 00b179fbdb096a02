import { canManageAccount, type EffectiveRole } from '#domain/roles.ts';
import { AppError } from '#server/errors.ts';

/**
 * Every member may upload and view; deleting a file or correcting its match is for the person who
 * uploaded it and for the account's managers (ADR: data room permissions).
 */
export function assertMayChangeFile(
  file: { uploadedBy: string | null },
  caller: { userId: string; role: EffectiveRole },
) {
  if (canManageAccount(caller.role) || file.uploadedBy === caller.userId) return;
  throw new AppError(
    'forbidden',
    'Only the person who uploaded this file, or an account owner or admin, can change it.',
    403,
  );
}
