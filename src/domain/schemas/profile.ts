import { z } from 'zod';
import { isBlank } from './text.ts';

/** Spec §5 and §9: profile limits and texts, word for word. */
export const PROFILE_NAME_MAX = 100;
export const PROFILE_INITIALS_MAX = 5;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MIN_PIXELS = 64;
export const PHOTO_MAX_PIXELS = 4096;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const profileMessages = {
  photoType: 'Please select a valid image format (JPEG, PNG, or WebP)',
  photoTooLarge: 'Image must be smaller than 5MB',
  photoTooSmall: 'Image must be at least 64x64 pixels',
  photoTooBig: 'Image must be smaller than 4096x4096 pixels',
  photoInvalid: 'Invalid image file',
  nameTooLong: 'Full name must be at most 100 characters',
  initialsTooLong: 'Initials must be at most 5 characters',
} as const;

/** Empty (or only invisible characters) becomes null; a field left out stays as it is (undefined). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max * 4)
    .nullish()
    .transform((value) => {
      if (value === undefined) return undefined;
      return value === null || isBlank(value) ? null : value.trim();
    })
    .refine((value) => value == null || value.length <= max, message);

export const updateProfileInput = z.object({
  name: optionalText(PROFILE_NAME_MAX, profileMessages.nameTooLong),
  /** Initials are uppercased. */
  initials: optionalText(PROFILE_INITIALS_MAX, profileMessages.initialsTooLong).transform((value) =>
    value === undefined ? undefined : (value?.toUpperCase() ?? null),
  ),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
