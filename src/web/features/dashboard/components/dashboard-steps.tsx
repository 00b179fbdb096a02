import { ClipboardList, FolderOpen, Gauge } from 'lucide-react';
import { type DashboardStep, nextStep, stepBand } from '#domain/dashboard.ts';
import { paths } from '#web/app/paths.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { type Dashboard, useDashboard } from '../api/dashboard';
import { StepCard, type StepCardProps } from './step-card';

export const DASHBOARD_LOAD_FAILED = 'Failed to load the dashboard';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Step = Omit<StepCardProps, 'loading' | 'next'>;

/**
 * Spec 2 §2 'Dashboard': Company Profile, Data Room and Score, each with its value, its completion
 * tick (§4) and a button to its page; buttons are disabled while loading. The first step not yet
 * complete is the next best action and is drawn out.
 */
export function DashboardSteps({ accountId }: { accountId: string }) {
  const dashboard = useDashboard(accountId);
  const data = dashboard.data;
  const steps = buildSteps(accountId, data);
  const next = data
    ? nextStep({
        questionnaire: data.questionnaire.complete,
        dataRoom: data.dataRoom.complete,
        score: data.score.complete,
      })
    : null;

  return (
    <div className="flex flex-col gap-4">
      {dashboard.isError && <LoadError message={DASHBOARD_LOAD_FAILED} onRetry={() => dashboard.refetch()} />}
      {dashboard.isPending && (
        <p role="status" className="sr-only">
          Loading…
        </p>
      )}
      <ol aria-label="Steps" className="grid gap-4 md:grid-cols-3">
        {(Object.keys(steps) as DashboardStep[]).map((key) => (
          <StepCard key={key} {...steps[key]} loading={dashboard.isPending} next={key === next} />
        ))}
      </ol>
    </div>
  );
}

function buildSteps(accountId: string, data: Dashboard | undefined): Record<DashboardStep, Step> {
  const questionnaire = data?.questionnaire;
  const dataRoom = data?.dataRoom;
  const score = data?.score;
  return {
    questionnaire: {
      number: 1,
      icon: ClipboardList,
      title: 'Company Profile',
      description: 'Answer the questionnaire about your company.',
      // Spec texts: 'x/y questions answered'; 'Continue Setup', or 'Review Answers' at 100%.
      measure: questionnaire && {
        value: `${questionnaire.percent}%`,
        progress: questionnaire.percent,
        band: stepBand('questionnaire', questionnaire.percent),
        detail: `${questionnaire.answered}/${questionnaire.total} questions answered`,
        complete: questionnaire.complete,
      },
      action: {
        label: questionnaire?.percent === 100 ? 'Review Answers' : 'Continue Setup',
        to: paths.questionnaire(accountId),
      },
    },
    dataRoom: {
      number: 2,
      icon: FolderOpen,
      title: 'Data Room',
      description: 'Upload the documents recommended from your answers.',
      // Spec texts: 'n files uploaded'; 'Start Upload' when there are no files, else 'Manage Files'.
      measure: dataRoom && {
        value: `${dataRoom.value}%`,
        progress: dataRoom.value,
        band: stepBand('dataRoom', dataRoom.value),
        detail:
          `${plural(dataRoom.fileCount, 'file', 'files')} uploaded` +
          (dataRoom.analyzingCount > 0 ? ` · ${dataRoom.analyzingCount} analyzing` : ''),
        complete: dataRoom.complete,
      },
      action: {
        label: dataRoom && dataRoom.fileCount > 0 ? 'Manage Files' : 'Start Upload',
        to: paths.dataRoom(accountId),
      },
    },
    score: {
      number: 3,
      icon: Gauge,
      title: 'Score',
      description: 'See how ready the company is, area by area.',
      // Spec texts: 'n factors evaluated'; 'View Score' if above 0, else 'Generate Score'.
      measure: score && {
        value: score.value === null ? null : `${score.value}/100`,
        progress: score.value ?? 0,
        band: stepBand('score', score.value ?? 0),
        detail: `${plural(score.factorCount, 'factor', 'factors')} evaluated`,
        complete: score.complete,
      },
      action: {
        label: score?.value ? 'View Score' : 'Generate Score',
        to: paths.keelScore(accountId),
      },
    },
  };
}
