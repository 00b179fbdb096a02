import { useId } from 'react';
import type { CorrectFileMatchInput } from '#domain/schemas/data-room.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { formatLongDate } from '#web/lib/format-date.ts';
import type { DataRoomFile, RecommendedFile } from '../api/data-room';

const NOT_A_MATCH = 'none';
const KEELS_CHOICE = 'engine';

/**
 * A person's correction of the match: another recommended file, 'Not a match', or back to Keel's own
 * choice. Their choice is kept over Keel's on every later re-match, and shown as theirs.
 */
export function CorrectMatchControl({
  file,
  recommendedFiles,
  saving,
  onCorrect,
}: {
  file: DataRoomFile;
  recommendedFiles: readonly RecommendedFile[];
  saving: boolean;
  onCorrect: (correction: CorrectFileMatchInput) => void;
}) {
  const id = useId();
  const value =
    file.correction?.kind === 'none'
      ? NOT_A_MATCH
      : file.correction?.kind === 'file'
        ? (file.matchedFileId ?? '')
        : '';

  function choose(next: string) {
    if (next === value) return;
    if (next === NOT_A_MATCH) onCorrect({ kind: 'none' });
    else if (next === KEELS_CHOICE) onCorrect({ kind: 'engine' });
    else onCorrect({ kind: 'file', recommendedFileId: next });
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        Correct the match
      </label>
      <Select value={value || undefined} onValueChange={choose} disabled={saving}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue placeholder="Choose the recommended file it fulfils" />
        </SelectTrigger>
        <SelectContent>
          {file.correction && <SelectItem value={KEELS_CHOICE}>Use Keel’s match again</SelectItem>}
          <SelectItem value={NOT_A_MATCH}>Not a match</SelectItem>
          {recommendedFiles.map((recommended) => (
            <SelectItem key={recommended.id} value={recommended.id}>
              {recommended.fileName}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {file.correction && (
        <p className="text-xs text-muted-foreground" data-testid="correction-note">
          {file.correction.kind === 'none' ? 'Marked not a match' : 'Match set'} by{' '}
          {file.correction.by ?? 'a former member'}
          {file.correction.at ? ` on ${formatLongDate(file.correction.at)}` : ''}. Keel keeps this choice when
          it matches files again.
        </p>
      )}
    </div>
  );
}
