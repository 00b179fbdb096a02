// word-extractor 1.0.4 ships no types; this is the part Keel uses.
declare module 'word-extractor' {
  type TextOptions = { filterUnicode?: boolean };
  class WordDocument {
    getBody(options?: TextOptions): string;
    getFootnotes(options?: TextOptions): string;
    getEndnotes(options?: TextOptions): string;
    getHeaders(options?: TextOptions & { includeFooters?: boolean }): string;
    getTextboxes(
      options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean },
    ): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
