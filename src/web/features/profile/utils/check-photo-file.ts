import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MIN_PIXELS,
  PHOTO_TYPES,
  profileMessages,
} from '#domain/schemas/profile.ts';

/** Some systems label JPEG files image/jpg. */
const ACCEPTED_TYPES: readonly string[] = [...PHOTO_TYPES, 'image/jpg'];

/** The file picker's filter; the checks below still run, since a user can pick "All files". */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** Reads an image's pixel size with an Image object, or null when the browser cannot decode it. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    image.src = url;
  });
}

/**
 * The spec §5 photo checks, run before uploading so the user hears at once what is wrong; the server
 * checks the real content again. Returns the message to show, or null when the file is fine.
 */
export async function checkPhotoFile(
  file: File,
  readSize: (file: Blob) => Promise<{ width: number; height: number } | null> = readImageSize,
): Promise<string | null> {
  if (!ACCEPTED_TYPES.includes(file.type)) return profileMessages.photoType;
  if (file.size >= PHOTO_MAX_BYTES) return profileMessages.photoTooLarge;
  const size = await readSize(file);
  if (!size) return profileMessages.photoInvalid;
  if (size.width < PHOTO_MIN_PIXELS || size.height < PHOTO_MIN_PIXELS) return profileMessages.photoTooSmall;
  if (size.width > PHOTO_MAX_PIXELS || size.height > PHOTO_MAX_PIXELS) return profileMessages.photoTooBig;
  return null;
}
