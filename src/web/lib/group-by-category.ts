import { governanceAreas } from '#domain/questionnaire.ts';

/** Recommended files by category: the eleven areas in the spec's order first, any other category after them. */
export function groupByCategory<File extends { category: string }>(files: readonly File[]) {
  const groups = new Map<string, File[]>();
  for (const file of files) groups.set(file.category, [...(groups.get(file.category) ?? []), file]);
  const rank = (category: string) => {
    const index = (governanceAreas as readonly string[]).indexOf(category);
    return index === -1 ? governanceAreas.length : index;
  };
  return [...groups.entries()]
    .map(([category, inCategory]) => ({ category, files: inCategory }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category));
}
