import { toast } from 'sonner';

/** One toast id, so checking the link and submitting the form never stack the same message twice. */
export function toastInvalidResetLink() {
  toast.error('Invalid or expired reset link. Please request a new one.', { id: 'invalid-reset-link' });
}
