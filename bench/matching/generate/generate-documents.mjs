// Regenerates the matching evaluation set: bench/matching/documents/* (the written documents in
// their formats), bench/matching/texts/* (a plain-text copy of every document, corpus ones
// included, so the matcher can be measured without the extraction pipeline) and labels.json.
// Needed only to change the set: `cd bench/matching/generate && npm install && npm run generate`.
// Legacy .doc files need LibreOffice (`apt-get install -y libreoffice-writer-nogui`); pdftotext
// (poppler-utils) reads the corpus PDFs.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as XLSX from 'xlsx';
import { corpusDocuments } from './corpus-documents.mjs';
import { governanceDocuments } from './governance-documents.mjs';
import { spreadsheetDocuments } from './spreadsheet-documents.mjs';
import { unrelatedDocuments, unrelatedSpreadsheets } from './unrelated-documents.mjs';

XLSX.set_fs(fs);

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const setDir = join(root, 'bench', 'matching');
const documentsDir = join(setDir, 'documents');
const textsDir = join(setDir, 'texts');
rmSync(documentsDir, { recursive: true, force: true });
rmSync(textsDir, { recursive: true, force: true });
mkdirSync(documentsDir, { recursive: true });
mkdirSync(textsDir, { recursive: true });

const isHeading = (block) => /^#{1,3} /.test(block);
const plain = (block) => block.replace(/^#{1,3} /, '');
const proseText = (blocks) => blocks.map(plain).join('\n\n');
const sheetText = (sheets) =>
  sheets.map((s) => [s.name, ...s.rows.map((row) => row.join('\t'))].join('\n')).join('\n\n');

async function writePdf(path, title, blocks) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('Northwind Robotics Ltd');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let y = 780;
  for (const block of blocks) {
    const font = isHeading(block) ? bold : regular;
    const size = isHeading(block) ? 13 : 10.5;
    const lines = [];
    let line = '';
    for (const word of plain(block).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > 475) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
    for (const text of lines) {
      if (y < 60) {
        page = pdf.addPage([595, 842]);
        y = 780;
      }
      page.drawText(text, { x: 60, y, size, font });
      y -= size * 1.45;
    }
    y -= 8;
  }
  writeFileSync(path, await pdf.save());
}

/** An image-only PDF, as a scanner makes it: each page a slightly skewed greyscale JPEG, no text layer. */
async function writeScan(path, blocks) {
  GlobalFonts.registerFromPath('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', 'ScanSerif');
  const canvas = createCanvas(1240, 1754);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f7f6f2';
  ctx.fillRect(0, 0, 1240, 1754);
  ctx.save();
  ctx.translate(620, 877);
  ctx.rotate(0.006);
  ctx.translate(-620, -877);
  ctx.fillStyle = '#1b1b1b';
  let y = 220;
  for (const block of blocks) {
    const heading = isHeading(block);
    ctx.font = heading ? 'bold 34px ScanSerif' : '27px ScanSerif';
    let line = '';
    const lines = [];
    for (const word of plain(block).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (ctx.measureText(candidate).width > 1000) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
    for (const text of lines) {
      const x = heading ? 620 - ctx.measureText(text).width / 2 : 120;
      ctx.fillText(text, x, y);
      y += heading ? 52 : 42;
    }
    y += 30;
  }
  ctx.restore();
  // Scanner speckle, deterministic so regeneration gives the same bytes.
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  for (let i = 0; i < 900; i++) ctx.fillRect(random() * 1240, random() * 1754, 1.5, 1.5);
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(canvas.toBuffer('image/jpeg', 70));
  const page = pdf.addPage([595, 842]);
  page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  writeFileSync(path, await pdf.save());
}

async function writeDocx(path, title, blocks) {
  const document = new Document({
    title,
    creator: 'Northwind Robotics Ltd',
    sections: [
      {
        children: blocks.map((block) =>
          isHeading(block)
            ? new Paragraph({ text: plain(block), heading: HeadingLevel.HEADING_1 })
            : new Paragraph({ text: block }),
        ),
      },
    ],
  });
  writeFileSync(path, await Packer.toBuffer(document));
}

/** Legacy Word 97–2003: written as docx, converted by LibreOffice. */
async function writeDoc(path, title, blocks) {
  const work = mkdtempSync(join(tmpdir(), 'keel-doc-'));
  const docx = join(work, `${basename(path, '.doc')}.docx`);
  await writeDocx(docx, title, blocks);
  execFileSync('soffice', ['--headless', '--convert-to', 'doc', '--outdir', work, docx], { stdio: 'ignore' });
  writeFileSync(path, readFileSync(join(work, basename(path))));
  rmSync(work, { recursive: true, force: true });
}

function writeWorkbook(path, sheets) {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets)
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet.rows), sheet.name);
  const ext = extname(path);
  if (ext === '.csv') writeFileSync(path, XLSX.utils.sheet_to_csv(book.Sheets[sheets[0].name]));
  else XLSX.writeFile(book, path, { bookType: ext === '.xls' ? 'biff8' : 'xlsx' });
}

async function writeProse(doc) {
  const path = join(documentsDir, doc.file);
  const ext = extname(doc.file);
  if (doc.scan) await writeScan(path, doc.blocks);
  else if (ext === '.pdf') await writePdf(path, doc.title, doc.blocks);
  else if (ext === '.docx') await writeDocx(path, doc.title, doc.blocks);
  else if (ext === '.doc') await writeDoc(path, doc.title, doc.blocks);
  else if (ext === '.md') writeFileSync(path, `${doc.blocks.join('\n\n')}\n`);
  // Plain text as Windows tools save it: CRLF line endings.
  else writeFileSync(path, `${proseText(doc.blocks).replace(/\n/g, '\r\n')}\r\n`);
}

/** Text of a corpus file, for the plain-text copy: what a reader of the document sees. */
function corpusText(path) {
  const ext = extname(path).toLowerCase();
  if (ext === '.pdf') return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  if (ext === '.docx') {
    const zip = XLSX.CFB.read(readFileSync(path), { type: 'buffer' });
    const index = zip.FullPaths.findIndex((name) => name.endsWith('word/document.xml'));
    const xml = Buffer.from(zip.FileIndex[index].content).toString('utf8');
    return xml
      .replace(/<w:instrText[^>]*>[^<]*<\/w:instrText>/g, '')
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'");
  }
  if (ext === '.xlsx' || ext === '.xls') {
    const book = XLSX.read(readFileSync(path));
    return book.SheetNames.map(
      (name) => `${name}\n${XLSX.utils.sheet_to_csv(book.Sheets[name], { FS: '\t', blankrows: false })}`,
    ).join('\n\n');
  }
  return readFileSync(path, 'utf8').replace(/\r\n?/g, '\n');
}

const textName = (file) => `${basename(file)}.txt`;
const labels = [];
const formatOf = (file) => extname(file).slice(1).toLowerCase();

for (const doc of [...governanceDocuments, ...unrelatedDocuments]) {
  await writeProse(doc);
  writeFileSync(join(textsDir, textName(doc.file)), `${proseText(doc.blocks)}\n`);
  labels.push({
    path: `bench/matching/documents/${doc.file}`,
    format: formatOf(doc.file),
    source: 'written',
    scan: doc.scan === true,
    labels: doc.labels ?? null,
  });
}
for (const doc of [...spreadsheetDocuments, ...unrelatedSpreadsheets]) {
  writeWorkbook(join(documentsDir, doc.file), doc.sheets);
  writeFileSync(join(textsDir, textName(doc.file)), `${sheetText(doc.sheets)}\n`);
  labels.push({
    path: `bench/matching/documents/${doc.file}`,
    format: formatOf(doc.file),
    source: 'written',
    scan: false,
    labels: doc.labels ?? null,
  });
}
for (const doc of corpusDocuments) {
  writeFileSync(join(textsDir, textName(doc.path)), corpusText(join(root, doc.path)));
  labels.push({
    path: doc.path,
    format: formatOf(doc.path),
    source: 'corpus',
    scan: false,
    labels: doc.labels,
  });
}
labels.sort((a, b) => a.path.localeCompare(b.path));
writeFileSync(join(setDir, 'labels.json'), `${JSON.stringify(labels, null, 2)}\n`);
// Biome's layout, so the committed file passes `npm run lint` as generated.
execFileSync('npx', ['biome', 'format', '--write', join(setDir, 'labels.json')], {
  cwd: root,
  stdio: 'ignore',
});
console.info(`${labels.length} documents, ${labels.filter((l) => !l.labels).length} unrelated.`);
