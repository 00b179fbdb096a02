import { ArrowLeft, ListChecks } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  areaDetailStatusLabels,
  areaStatus,
  assessedText,
  countStatuses,
  type FactorArea,
  isFactorArea,
  scoreMessages,
  weightedScore,
} from '#domain/scoring.ts';
import { paths } from '#web/app/paths.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { QueryStatus } from '#web/components/query-view.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAccountOrLeave } from '#web/features/accounts/hooks/use-account-or-leave.ts';
import { useFactorScores } from '#web/features/scoring/api/scoring.ts';
import { AreaIcon } from '#web/features/scoring/components/area-icon.tsx';
import { FactorItem } from '#web/features/scoring/components/factor-item.tsx';
import { FactorTesterDialog } from '#web/features/scoring/components/factor-tester-dialog.tsx';
import { useFactorNotifications } from '#web/features/scoring/hooks/use-factor-notifications.ts';
import { useScoreEvents } from '#web/features/scoring/hooks/use-score-events.ts';
import { scoreToneOf } from '#web/features/scoring/utils/score-tones.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { NotFoundPage } from './not-found-page';

const statusTone = { empty: 'grey', partial: 'blue', complete: 'green' } as const;

/**
 * Spec 2 §2 'Area detail page': back to the overview, the area's score and status, 'x of y factors
 * assessed', and the numbered factor list with evidence, errors and the single factor tester.
 */
export function AreaDetailPage() {
  const { accountId = '', areaName = '' } = useParams();
  const area = decodeURIComponent(areaName);
  // A name that is no governance area (a mistyped or old link) is a page that does not exist.
  return isFactorArea(area) ? <AreaDetail accountId={accountId} area={area} /> : <NotFoundPage />;
}

function AreaDetail({ accountId, area }: { accountId: string; area: FactorArea }) {
  usePageMeta(area, `How ${area} scores, factor by factor, with the evidence behind each score.`);
  const account = useAccountOrLeave(accountId);
  const scores = useFactorScores(accountId);
  useScoreEvents(accountId);
  const updated = useFactorNotifications(scores.data);
  const [tester, setTester] = useState<{ open: boolean; factorId: string | null }>({
    open: false,
    factorId: null,
  });

  const rows = useMemo(
    () => (scores.data ?? []).filter((factor) => factor.area === area),
    [scores.data, area],
  );
  if (account.missing) return null;
  const counts = countStatuses(rows);
  const score = weightedScore(rows);
  const status = areaStatus(rows);

  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={paths.keelScore(accountId)}>
          <ArrowLeft aria-hidden="true" /> Back to score overview
        </Link>
      </Button>
      <header className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
          <AreaIcon area={area} className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{area}</h1>
          <p className="text-sm text-muted-foreground">
            {assessedText(counts.completed, counts.total, counts.pending)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={statusTone[status]}>{areaDetailStatusLabels[status]}</Badge>
          <Badge tone={scoreToneOf(score)} className="text-base">
            {score === null ? '—' : `${score}%`}
          </Badge>
        </div>
      </header>

      <QueryStatus
        query={scores}
        loading={{
          busy: true,
          label: 'Loading the factors',
          className: 'gap-3',
          lines: ['h-20 w-full', 'h-20 w-full'],
        }}
        errorMessage={scoreMessages.loadFactorsFailed}
      />
      {scores.data && rows.length === 0 && (
        <EmptyState icon={ListChecks} title="No factors analysed in this area yet">
          Start the analysis on the score overview to score this area.
        </EmptyState>
      )}
      {rows.length > 0 && (
        <ol className="flex flex-col gap-3" aria-label={`${area} factors`}>
          {rows.map((factor, index) => (
            <FactorItem
              key={factor.id}
              accountId={accountId}
              factor={factor}
              number={index + 1}
              updated={updated.has(factor.id)}
              onTest={(factorId) => setTester({ open: true, factorId })}
            />
          ))}
        </ol>
      )}
      <FactorTesterDialog
        accountId={accountId}
        factors={scores.data ?? []}
        factorId={tester.factorId}
        onFactorChange={(factorId) => setTester((current) => ({ ...current, factorId }))}
        open={tester.open}
        onOpenChange={(open) => setTester((current) => ({ ...current, open }))}
      />
    </div>
  );
}
