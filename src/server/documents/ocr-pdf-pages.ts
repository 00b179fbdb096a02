import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import type { DocumentSection } from './document-types.ts';
import { openPdf } from './open-pdf.ts';

const require = createRequire(import.meta.url);
type Tesseract = typeof import('tesseract.js');
type CanvasAndContext = { canvas: HTMLCanvasElement & { toBuffer(type: 'image/png'): Buffer } };
type CanvasFactory = {
  create(width: number, height: number): CanvasAndContext;
  destroy(item: CanvasAndContext): void;
};
type OcrWorker = Awaited<ReturnType<Tesseract['createWorker']>>;

// Scale 2 is about 144 dpi: as accurate as 300 dpi on the corpus scans, at a quarter of the pixels.
const renderScale = 2;
let ocrWorker: Promise<OcrWorker> | undefined;

/**
 * Reads scanned pages by rendering them and running Tesseract on them, fully offline: the English
 * model ships in @tesseract.js-data/eng and `cacheMethod: 'none'` keeps Tesseract from writing
 * a copy into the working directory. Pages that paint no picture are skipped. The Tesseract
 * worker starts on the first page that needs it and is kept for the next file; the pool kills
 * this thread (and it) on a time limit.
 */
export async function ocrPdfPages(
  bytes: Uint8Array,
  pageNumbers: number[],
  onPage: (done: number, pages: number) => void,
): Promise<DocumentSection[]> {
  const { task, pdf } = await openPdf(bytes);
  try {
    const sections: DocumentSection[] = [];
    for (const [index, number] of pageNumbers.entries()) {
      onPage(index + 1, pageNumbers.length);
      const page = await pdf.getPage(number);
      // A blank page (or one with only a rule or two) is not worth seconds of OCR.
      if (!(await paintsImages(page))) continue;
      const viewport = page.getViewport({ scale: renderScale });
      // In Node the factory makes @napi-rs/canvas canvases; pdf.js's types only say 'object'.
      const factory = pdf.canvasFactory as CanvasFactory;
      const canvasAndContext = factory.create(viewport.width, viewport.height);
      await page.render({ canvas: canvasAndContext.canvas, viewport }).promise;
      const image = canvasAndContext.canvas.toBuffer('image/png');
      factory.destroy(canvasAndContext);
      page.cleanup();
      const { data } = await (await startOcrWorker()).recognize(image);
      const text = data.text.trim();
      if (text) sections.push({ text, page: number });
    }
    return sections;
  } finally {
    await task.destroy();
  }
}

function startOcrWorker() {
  ocrWorker ??= (async () => {
    const { createWorker, OEM } = require('tesseract.js') as Tesseract;
    const english = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
    return createWorker('eng', OEM.LSTM_ONLY, {
      langPath: path.join(english, '4.0.0_best_int'),
      gzip: true,
      cacheMethod: 'none',
    });
  })();
  return ocrWorker;
}

/** Whether a page draws any picture: a blank page is not worth seconds of OCR. */
async function paintsImages(page: PDFPageProxy) {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const imageOperators = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
  ]);
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((operator) => imageOperators.has(operator));
}
