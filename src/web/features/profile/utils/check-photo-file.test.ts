import { describe, expect, test } from 'vitest';
import { checkPhotoFile } from './check-photo-file';

function file(type: string, bytes = 1024) {
  return new File([new Uint8Array(bytes)], 'photo', { type });
}

const sized = (width: number, height: number) => async () => ({ width, height });

describe('profile photo checks before upload (spec §5)', () => {
  test('only JPEG, PNG and WebP', async () => {
    expect(await checkPhotoFile(file('image/gif'), sized(300, 300))).toBe(
      'Please select a valid image format (JPEG, PNG, or WebP)',
    );
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) {
      expect(await checkPhotoFile(file(type), sized(300, 300))).toBeNull();
    }
  });

  test('under 5MB', async () => {
    expect(await checkPhotoFile(file('image/png', 5 * 1024 * 1024), sized(300, 300))).toBe(
      'Image must be smaller than 5MB',
    );
  });

  test('at least 64x64 and at most 4096x4096 pixels', async () => {
    expect(await checkPhotoFile(file('image/png'), sized(63, 300))).toBe(
      'Image must be at least 64x64 pixels',
    );
    expect(await checkPhotoFile(file('image/png'), sized(64, 64))).toBeNull();
    expect(await checkPhotoFile(file('image/png'), sized(4097, 200))).toBe(
      'Image must be smaller than 4096x4096 pixels',
    );
  });

  test('a file the browser cannot decode is invalid', async () => {
    expect(await checkPhotoFile(file('image/png'), async () => null)).toBe('Invalid image file');
  });
});
