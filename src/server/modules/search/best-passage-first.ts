/**
 * Which of a file's passages a user reads first. The fused ranking decides which files are found
 * and in what order, by how many of the question's telling words a passage holds; among one
 * file's passages in the results, the one that uses those words most (its word weight, where a
 * repeated word counts more) now comes first, in the places that file already held. 'What is our
 * holiday policy' then shows the handbook's holiday section, saying holiday four times, before the
 * contents page that names 'holiday' and 'policy' once each. Files keep their places, and ties
 * keep the fused order.
 */
export function eachFilesBestPassageFirst<Passage extends { file_id: string; word_weight: number | string }>(
  passages: Passage[],
): Passage[] {
  const byFile = new Map<string, Passage[]>();
  for (const passage of passages) {
    const ofFile = byFile.get(passage.file_id);
    if (ofFile) ofFile.push(passage);
    else byFile.set(passage.file_id, [passage]);
  }
  // Array.prototype.sort is stable: passages of equal weight keep the fused order.
  for (const ofFile of byFile.values()) ofFile.sort((a, b) => Number(b.word_weight) - Number(a.word_weight));
  const placed = new Map<string, number>();
  return passages.map((passage) => {
    const next = placed.get(passage.file_id) ?? 0;
    placed.set(passage.file_id, next + 1);
    return byFile.get(passage.file_id)![next]!;
  });
}
