import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { hashableAnswers } from '#domain/questionnaire.ts';
import { canManageAccount } from '#domain/roles.ts';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { DataRoomFilesTab } from '#web/features/dataroom/components/data-room-files-tab.tsx';
import { DataRoomScoreCard } from '#web/features/dataroom/components/data-room-score-card.tsx';
import { useQuestionnaire } from '#web/features/questionnaire/api/questionnaire.ts';
import { DATA_ROOM_POLL_MS } from '#web/features/recommendations/api/recommendations.ts';
import { DataRoomRecommendationButton } from '#web/features/recommendations/components/data-room-recommendation-button.tsx';
import { useRecommendationRun } from '#web/features/recommendations/hooks/use-recommendation-run.ts';
import { VectorSearchPanel } from '#web/features/search/components/vector-search-panel.tsx';
import { isAccountMissing } from '#web/lib/account.ts';
import { useMe } from '#web/lib/me.ts';
import { AccountPageHeader } from './account-page-header';
import { useAccountPage } from './use-account-page';

export const DATA_ROOM_TITLE = 'Data Room';

/**
 * Spec 2 §2 'Data room page': the generate/update button and its progress dialog (recommendations),
 * the score card when recommendations exist, and two tabs: recommended and uploaded files (data room)
 * and document search (search).
 */
export function DataRoomPage() {
  const { accountId, account } = useAccountPage(
    DATA_ROOM_TITLE,
    'Build your data room from AI document recommendations: upload documents and see which recommended files they fulfil.',
  );
  // `?file=` opens a file's details: score quotes link here, and search results set it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedFileId = searchParams.get('file');
  const openFile = useCallback(
    (fileId: string) => setSearchParams({ file: fileId }, { replace: true }),
    [setSearchParams],
  );
  const forgetRequestedFile = useCallback(() => setSearchParams({}, { replace: true }), [setSearchParams]);
  const me = useMe();
  const questionnaire = useQuestionnaire(accountId);
  const run = useRecommendationRun(accountId, me.data?.user.id, {
    pollMs: DATA_ROOM_POLL_MS,
    openOnComplete: false,
  });

  const data = questionnaire.data;
  const answers = useMemo(() => data && hashableAnswers(data.questions, data.answers), [data]);

  if (account.missing || isAccountMissing(questionnaire.error)) return null;

  const recommendations = run.recommendations;
  const active = recommendations.data?.active ?? null;

  return (
    <div className="flex flex-col gap-6">
      <AccountPageHeader
        accountName={account.data?.name}
        title={DATA_ROOM_TITLE}
        actions={
          <div className="flex shrink-0">
            <DataRoomRecommendationButton key={accountId} run={run} answers={answers} />
          </div>
        }
      >
        Build your data room from AI document recommendations: Keel lists the documents a due-diligence team
        will ask for, and checks each file you upload against that list.
      </AccountPageHeader>

      {active && <DataRoomScoreCard accountId={accountId} />}

      <Tabs defaultValue="files">
        <TabsList className="w-full sm:w-fit" aria-label="Data room views">
          <TabsTrigger value="files">Files &amp; Recommendations</TabsTrigger>
          <TabsTrigger value="search">Vector Search</TabsTrigger>
        </TabsList>
        {/* Kept mounted while the search tab is open, so uploads carry on. */}
        <TabsContent value="files" forceMount className="data-[state=inactive]:hidden">
          {recommendations.isPending ? (
            <div role="status" className="grid gap-4 lg:grid-cols-2">
              <span className="sr-only">Loading the data room…</span>
              <Skeleton className="h-64 w-full" />
              <Skeleton className="h-64 w-full" />
            </div>
          ) : !recommendations.data ? (
            // Unknown is not none: without the recommendation the files cannot be shown as matched or not.
            // The run hook has toasted 'Failed to fetch recommendation data' already.
            <LoadError
              message={dataRoomMessages.loadRecommendationsFailed}
              onRetry={() => recommendations.refetch()}
              toast={false}
            />
          ) : (
            <DataRoomFilesTab
              key={accountId}
              accountId={accountId}
              recommendation={active}
              viewer={{
                id: me.data?.user.id,
                canManage: account.data ? canManageAccount(account.data.role) : false,
              }}
              answered={data ? { answered: data.progress.completed, total: data.progress.total } : null}
              requestedFileId={requestedFileId}
              onFileShown={forgetRequestedFile}
            />
          )}
        </TabsContent>
        <TabsContent value="search">
          <VectorSearchPanel accountId={accountId} onOpenFile={openFile} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
