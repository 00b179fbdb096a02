/**
 * What a passage sits under: its file's name (without extension), sheet and heading. A
 * spreadsheet's cells rarely say what the sheet is about ('top customers FY23.xlsx', sheet
 * 'Revenue by customer'), and people ask in those words, so both the embedding and the full-text
 * index read the title with the content. Ingestion and re-indexing both use it, so a chunk is
 * indexed the same whichever wrote it.
 */
export function passageTitle(fileName: string, chunk: { sheet?: string | null; heading?: string | null }) {
  const title = fileName.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[_-]+/g, ' ');
  return [title, chunk.sheet, chunk.heading].filter(Boolean).join('\n');
}

/** The text a chunk is embedded from: its title before its content. */
export function passageForEmbedding(
  fileName: string,
  chunk: { content: string; sheet?: string | null; heading?: string | null },
): string {
  return [passageTitle(fileName, chunk), chunk.content].filter(Boolean).join('\n');
}
