import sharp, { type Metadata } from 'sharp';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MIN_PIXELS,
  profileMessages,
} from '#domain/schemas/profile.ts';
import { AppError } from '#server/errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const STORED_PHOTO_SIZE = 512;

function refuse(message: string, status: 400 | 413 = 400): never {
  throw new AppError('invalid_photo', message, status, { photo: message });
}

/**
 * Checks an uploaded photo by its content, not its name or declared type: a real JPEG, PNG or
 * WebP, under 5 MB, from 64×64 to 4096×4096. Returns it resized to a square WebP for storage.
 */
export async function readPhoto(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength >= PHOTO_MAX_BYTES) refuse(profileMessages.photoTooLarge, 413);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    refuse(profileMessages.photoInvalid);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) refuse(profileMessages.photoType);
  const { width = 0, height = 0 } = metadata;
  if (width < PHOTO_MIN_PIXELS || height < PHOTO_MIN_PIXELS) refuse(profileMessages.photoTooSmall);
  if (width > PHOTO_MAX_PIXELS || height > PHOTO_MAX_PIXELS) refuse(profileMessages.photoTooBig);
  try {
    const resized = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS * PHOTO_MAX_PIXELS })
      .rotate()
      .resize(STORED_PHOTO_SIZE, STORED_PHOTO_SIZE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return new Uint8Array(resized);
  } catch {
    refuse(profileMessages.photoInvalid);
  }
}
