import { errorMessages } from '#domain/errors.ts';
import { paths } from '#web/app/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { DataRoomFile } from './data-room';

/**
 * POST …/data-room/files as multipart (field `file`) through XMLHttpRequest, the one browser API
 * that reports upload progress: `onProgress` receives the bytes sent so far. Resolves with the
 * stored file (status queued, or failed when its content cannot be read); rejects with ApiError.
 */
export function uploadDataRoomFile(
  accountId: string,
  file: File,
  { onProgress, signal }: { onProgress?: (sent: number) => void; signal?: AbortSignal } = {},
) {
  return new Promise<DataRoomFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', paths.api.dataRoomFiles(accountId));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress?.(file.size);
        resolve(body as DataRoomFile);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
        ?.error;
      reject(
        new ApiError(
          xhr.status,
          (error?.code ?? `http_${xhr.status}`) as ApiError['code'],
          error?.fields?.file ?? error?.message ?? (xhr.statusText || 'The upload failed'),
          error?.fields,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', errorMessages.networkError));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
