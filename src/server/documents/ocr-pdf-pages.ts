import { createRequire } from 'node:module';
import path from 'node:path';
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
 * a copy into the working directory. The Tesseract worker is kept for the next file; the pool
 * kills this thread (and it) on a time limit.
 */
export async function ocrPdfPages(
  bytes: Uint8Array,
  pageNumbers: number[],
  onPage: (done: number, pages: number) => void,
): Promise<DocumentSection[]> {
  const tesseract = await startOcrWorker();
  const { task, pdf } = await openPdf(bytes);
  try {
    const sections: DocumentSection[] = [];
    for (const [index, number] of pageNumbers.entries()) {
      onPage(index + 1, pageNumbers.length);
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: renderScale });
      // In Node the factory makes @napi-rs/canvas canvases; pdf.js's types only say 'object'.
      const factory = pdf.canvasFactory as CanvasFactory;
      const canvasAndContext = factory.create(viewport.width, viewport.height);
      await page.render({ canvas: canvasAndContext.canvas, viewport }).promise;
      const image = canvasAndContext.canvas.toBuffer('image/png');
      factory.destroy(canvasAndContext);
      page.cleanup();
      const { data } = await tesseract.recognize(image);
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
