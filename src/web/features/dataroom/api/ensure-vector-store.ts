import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type CompanyInfo = ResponseOf<Api['accounts'][':accountId']['company']['$get']>;

export const vectorStoreCreateFailed = (file: string) => `Failed to create vector store for ${file}`;
export const vectorStoreSetupFailed = (file: string, reason?: string) =>
  `Vector store setup failed for ${file}: ${reason || 'unknown error'}`;

/**
 * Spec 1 §4 'Uploaded file': the company's document-search store must exist for what is uploaded.
 * An account whose store could not be set up when it was created ('you can create it later') gets
 * it here, before its first upload, when the uploader may create it (owners and admins). A failure
 * is said in the spec's words and does not stop the upload: the documents are stored and indexed
 * either way, and the store can be created later in the account's settings.
 */
export async function ensureVectorStore(
  queryClient: QueryClient,
  accountId: string,
  { firstFile, canCreate }: { firstFile: string; canCreate: boolean },
) {
  let info: CompanyInfo;
  try {
    info = await apiFetch<CompanyInfo>(paths.api.company(accountId));
  } catch (error) {
    toast.error(vectorStoreSetupFailed(firstFile, error instanceof Error ? error.message : undefined));
    return;
  }
  if (!info.company || info.vectorStore || !canCreate) return;
  try {
    await apiFetch(paths.api.vectorStore(accountId), {
      method: 'POST',
      body: { companyId: info.company.id },
    });
    void queryClient.invalidateQueries({ queryKey: accountKey(accountId, 'company') });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      toast.error(vectorStoreCreateFailed(firstFile), { description: error.message });
    } else {
      toast.error(vectorStoreSetupFailed(firstFile, error instanceof Error ? error.message : undefined));
    }
  }
}
