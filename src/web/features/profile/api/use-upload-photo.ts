import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';
import { patchMyProfile } from '#web/lib/me.ts';
import { checkPhotoFile } from '../utils/check-photo-file';

type UploadedPhoto = ResponseOf<Api['me']['photo']['$post']>;

/** A photo refused before upload; its message is one of the spec's. */
class PhotoRejected extends Error {}

/** Checks the photo in the browser, then uploads it (POST /api/me/photo, multipart field `photo`). */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const problem = await checkPhotoFile(file);
      if (problem) throw new PhotoRejected(problem);
      const form = new FormData();
      form.append('photo', file);
      return apiFetch<UploadedPhoto>(paths.api.myPhoto(), { method: 'POST', body: form });
    },
    onSuccess: ({ profilePhotoUrl }) => {
      patchMyProfile(queryClient, { profilePhotoUrl });
      toast.success('Profile photo updated successfully');
    },
    onError: (error) => {
      // The client's and the server's refusals carry the spec's messages ('Invalid image file', …).
      if (error instanceof PhotoRejected) toast.error(error.message);
      else if (
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 401
      ) {
        toast.error(error.message);
      } else toast.error('Failed to upload photo');
    },
  });
}
