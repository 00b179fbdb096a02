import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import type { DocumentSection } from './document-types.ts';
import { hasLetters } from './has-letters.ts';
import { openPdf } from './open-pdf.ts';

export type PdfText = {
  metadataTitle: string | null;
  pageCount: number;
  pages: DocumentSection[];
  /** Pages with almost no text: perhaps scans, for OCR. */
  scannedPages: number[];
};

// A page with fewer letters than this may be a scan: OCR looks at it (and skips it if it has no picture).
const scannedPageLetters = 20;

/** Reads the text layer of every page, plus the values typed into form fields. */
export async function readPdf(bytes: Uint8Array, maxCharacters: number): Promise<PdfText> {
  const { task, pdf } = await openPdf(bytes);
  try {
    const metadata = await pdf.getMetadata().catch(() => null);
    const info = metadata?.info as { Title?: unknown } | undefined;
    const fieldValues = await readFormFieldValues(pdf);
    const pages: DocumentSection[] = [];
    const scannedPages: number[] = [];
    let characters = 0;
    for (let number = 1; number <= pdf.numPages && characters < maxCharacters; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      const fields = fieldValues.get(number);
      if (fields) text += `\n${fields.join('\n')}`;
      text = text.trim();
      if (!hasLetters(text, scannedPageLetters)) scannedPages.push(number);
      page.cleanup();
      if (text) pages.push({ text, page: number });
      characters += text.length;
    }
    return {
      metadataTitle: typeof info?.Title === 'string' ? info.Title : null,
      pageCount: pdf.numPages,
      pages,
      scannedPages,
    };
  } finally {
    await task.destroy();
  }
}

/** AcroForm values are not part of the page text; a filled-in form's answers are its content. */
async function readFormFieldValues(pdf: PDFDocumentProxy) {
  const byPage = new Map<number, string[]>();
  const fields = await pdf.getFieldObjects().catch(() => null);
  for (const widgets of fields?.values() ?? []) {
    for (const widget of widgets as Array<{ value?: unknown; page?: number; type?: string }>) {
      const value = typeof widget.value === 'string' ? widget.value.trim() : '';
      if (!value || widget.type === 'checkbox' || widget.type === 'radiobutton' || (widget.page ?? -1) < 0)
        continue;
      const page = widget.page! + 1;
      byPage.set(page, [...(byPage.get(page) ?? []), value]);
    }
  }
  return byPage;
}
