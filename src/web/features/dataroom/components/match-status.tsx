import { LoaderCircle } from 'lucide-react';
import {
  confidencePercent,
  ingestionStatusLabels,
  isIngestionFinished,
  type MatchBand,
  matchBandOf,
} from '#domain/data-room.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { DataRoomFile } from '../api/data-room';

const bandTones: Record<MatchBand, 'green' | 'yellow' | 'red' | 'grey'> = {
  green: 'green',
  yellow: 'yellow',
  red: 'red',
  grey: 'grey',
};

/** A match confidence in the §9 colour band: ≥ 0.8 green, ≥ 0.6 yellow, below red, no score grey. */
export function ConfidenceBadge({ confidence }: { confidence: number | null }) {
  const band = matchBandOf(confidence);
  return (
    <Badge tone={bandTones[band]} data-band={band} className="tabular-nums">
      {confidence == null ? 'No score' : `${confidencePercent(confidence)}%`}
      <span className="sr-only"> match</span>
    </Badge>
  );
}

/**
 * Where an uploaded file stands (spec 2 §2, §4): 'Analyzing' with the stage while the pipeline
 * works on it, then its match percentage or 'No match'; 'Failed' when it could not be processed.
 */
export function MatchStatus({
  file,
}: {
  file: Pick<DataRoomFile, 'status' | 'matchedFileId' | 'confidenceScore'>;
}) {
  if (!isIngestionFinished(file.status)) {
    return (
      <span className="flex flex-wrap items-center gap-1.5" data-status={file.status}>
        <Badge tone="blue">
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          Analyzing
        </Badge>
        {file.status !== 'analyzing' && (
          <span className="text-xs text-muted-foreground">{ingestionStatusLabels[file.status]}</span>
        )}
      </span>
    );
  }
  if (file.status === 'failed') {
    return (
      <Badge tone="red" data-status="failed">
        Failed
      </Badge>
    );
  }
  if (!file.matchedFileId) {
    return (
      <Badge tone="grey" data-band="grey" data-status="complete">
        No match
      </Badge>
    );
  }
  return (
    <span data-status="complete" className="inline-flex">
      <ConfidenceBadge confidence={file.confidenceScore} />
    </span>
  );
}
