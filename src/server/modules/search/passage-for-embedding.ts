/**
 * The text a chunk is embedded from: its file's name, sheet and heading before its content. A
 * spreadsheet's cells rarely say what the sheet is about ('top customers FY23.xlsx', sheet
 * 'Revenue by customer'), and people ask in those words. Ingestion and re-indexing both use it,
 * so a chunk's vector is the same whichever wrote it.
 */
export function passageForEmbedding(
  fileName: string,
  chunk: { content: string; sheet?: string | null; heading?: string | null },
): string {
  const title = fileName.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[_-]+/g, ' ');
  return [title, chunk.sheet, chunk.heading, chunk.content].filter(Boolean).join('\n');
}
