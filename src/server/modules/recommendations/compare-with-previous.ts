import type { FileAction, Priority } from '#domain/recommendations.ts';
import type { RecommendedDocument } from '#server/ai/engine.ts';

type PreviousFile = {
  documentKey: string | null;
  fileName: string;
  category: string;
  priority: Priority;
  description: string;
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Each recommended file against the previous active recommendation: new, updated (priority or
 * description changed), unchanged; and every previous file no longer recommended, as remove.
 * Files match by knowledge-base key; a file without a key (a remote engine's, or one made before a
 * change of engine) matches by name, so switching engines does not turn every file into new + remove.
 */
export function compareWithPrevious(
  documents: readonly RecommendedDocument[],
  previous: readonly PreviousFile[],
) {
  const unmatched = new Set(previous);
  const match = (document: RecommendedDocument) => {
    const candidates = [...unmatched];
    const found =
      (document.key ? candidates.find((file) => file.documentKey === document.key) : undefined) ??
      candidates.find(
        (file) => (!document.key || !file.documentKey) && sameName(file.fileName, document.fileName),
      );
    if (found) unmatched.delete(found);
    return found;
  };
  const files = documents.map((document) => {
    const old = match(document);
    const action: FileAction = !old
      ? 'new'
      : old.priority !== document.priority || old.description !== document.description
        ? 'updated'
        : 'unchanged';
    return { ...document, documentKey: document.key, action };
  });
  const removed = [...unmatched].map((file) => ({
    ...file,
    key: file.documentKey,
    action: 'remove' as const,
  }));
  return [...files, ...removed];
}
