import type { SearchResult } from '#domain/schemas/search.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { highlightParts } from '../utils/highlight-terms';
import { readableContent } from '../utils/readable-content';

/** Where in its file a passage is: page, sheet or section, when the file has them. */
function placeOf(metadata: SearchResult['metadata']) {
  return [
    metadata.page != null ? `Page ${metadata.page}` : null,
    metadata.sheet ? `Sheet ${metadata.sheet}` : null,
    metadata.section ? `Section ${metadata.section}` : null,
  ].filter((part): part is string => part !== null);
}

/** One passage: 'Chunk #n', its similarity, its file and place, the question's words marked. */
export function SearchResultCard({
  result,
  stems,
  onOpenFile,
}: {
  result: SearchResult;
  stems: readonly string[];
  onOpenFile: ((fileId: string) => void) | undefined;
}) {
  const { metadata } = result;
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-medium">Chunk #{metadata.chunk_number}</h3>
        <Badge tone="accent">{Math.round(result.similarity * 100)}% similarity</Badge>
      </header>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {onOpenFile ? (
          <Button
            variant="link"
            className="h-auto max-w-full min-w-0 shrink p-0 text-left break-all whitespace-normal"
            onClick={() => onOpenFile(metadata.file_id)}
          >
            {metadata.file_name}
          </Button>
        ) : (
          <span className="break-all font-medium text-foreground">{metadata.file_name}</span>
        )}
        {placeOf(metadata).map((place) => (
          <span key={place}>{place}</span>
        ))}
      </div>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line">
        {highlightParts(readableContent(result.content, metadata.file_name), stems).map((part, index) =>
          part.match ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one passage never move.
            <mark key={index} className="rounded-sm bg-warning-soft px-0.5 text-foreground">
              {part.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one passage never move.
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
    </article>
  );
}
