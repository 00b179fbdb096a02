import type { RecommendedDocument } from '../../ai/engine.ts';

type PreviousFile = {
  documentKey: string | null;
  fileName: string;
  category: string;
  priority: 'high' | 'medium' | 'low';
  description: string;
};
export type Action = 'new' | 'updated' | 'unchanged' | 'remove';

const identity = (file: { documentKey?: string | null; key?: string | null; fileName: string }) =>
  (file.documentKey ?? file.key) || file.fileName.trim().toLowerCase();

/**
 * Each recommended file against the previous active recommendation: new, updated (priority or
 * description changed), unchanged; and every previous file no longer recommended, as remove.
 */
export function compareWithPrevious(
  documents: readonly RecommendedDocument[],
  previous: readonly PreviousFile[],
) {
  const before = new Map(previous.map((file) => [identity(file), file]));
  const now = new Set<string>();
  const files = documents.map((document) => {
    const id = identity(document);
    now.add(id);
    const old = before.get(id);
    const action: Action = !old
      ? 'new'
      : old.priority !== document.priority || old.description !== document.description
        ? 'updated'
        : 'unchanged';
    return { ...document, documentKey: document.key, action };
  });
  const removed = previous
    .filter((file) => !now.has(identity(file)))
    .map((file) => ({ ...file, key: file.documentKey, action: 'remove' as const }));
  return [...files, ...removed];
}
