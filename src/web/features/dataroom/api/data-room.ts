import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isIngestionFinished } from '#domain/data-room.ts';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Api, ResponseOf } from '#web/lib/api-types.ts';

type DataRoomApi = Api['accounts'][':accountId']['data-room'];

/** An uploaded file as the server shows it (GET …/data-room/files). */
export type DataRoomFile = ResponseOf<DataRoomApi['files']['$get']>['files'][number];
/** Score, fulfilment per recommended file and counts (GET …/data-room/summary). */
export type DataRoomSummary = ResponseOf<DataRoomApi['summary']['$get']>;
export type RecommendedFileFulfilment = DataRoomSummary['fulfilment'][number];

/** The recommended files of the active recommendation, as GET …/recommendations answers them. */
type Recommendations = ResponseOf<Api['accounts'][':accountId']['recommendations']['$get']>;
export type ActiveRecommendation = NonNullable<Recommendations['active']>;
export type RecommendedFile = ActiveRecommendation['files'][number];

/** Spec 2 §9: the data room polls every 2000 ms while something is being worked on. */
export const DATA_ROOM_POLL_MS = 2_000;

export const dataRoomFilesQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'dataRoomFiles'),
    queryFn: ({ signal }) =>
      apiFetch<{ files: DataRoomFile[] }>(paths.api.dataRoomFiles(accountId), { signal }),
  });

export const dataRoomSummaryQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKey(accountId, 'dataRoomSummary'),
    queryFn: ({ signal }) => apiFetch<DataRoomSummary>(paths.api.dataRoomSummary(accountId), { signal }),
  });

export function hasUnfinishedFiles(files: readonly DataRoomFile[] | undefined) {
  return Boolean(files?.some((file) => !isIngestionFinished(file.status)));
}

/**
 * The whole list in one request, polled while any file is still in the pipeline: sixty uploads cost
 * one request per interval, not sixty. `pollFor(ms)` keeps polling a while longer where the server
 * works on finished files in the background (a re-match after a new recommendation, Keel's choice
 * restored after a correction).
 */
export function useDataRoomFiles(accountId: string) {
  const pollUntil = useRef(0);
  const query = useQuery({
    ...dataRoomFilesQuery(accountId),
    refetchInterval: (current) =>
      Date.now() < pollUntil.current || hasUnfinishedFiles(current.state.data?.files)
        ? DATA_ROOM_POLL_MS
        : false,
  });
  const { refetch } = query;
  const pollFor = useCallback(
    (ms: number) => {
      pollUntil.current = Date.now() + ms;
      void refetch();
    },
    [refetch],
  );
  return { ...query, pollFor };
}

/** Reloaded by the page whenever what the files list shows of matches changes. */
export function useDataRoomSummary(accountId: string) {
  return useQuery(dataRoomSummaryQuery(accountId));
}
