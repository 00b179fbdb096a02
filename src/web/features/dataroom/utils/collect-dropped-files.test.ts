import { describe, expect, test } from 'vitest';
import { collectDroppedFiles } from './collect-dropped-files';
import { selectUploadable } from './select-uploadable';

/** The browser's FileSystemEntry tree for a dropped folder, as webkitGetAsEntry hands it over. */
function fileEntry(name: string) {
  return {
    isFile: true,
    isDirectory: false,
    name,
    file: (ok: (file: File) => void) => ok(new File([name], name)),
  };
}
function folderEntry(name: string, children: unknown[], batch = 2) {
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader: () => {
      let offset = 0;
      // Like Chromium, the reader answers in batches until an empty one.
      return {
        readEntries: (ok: (entries: unknown[]) => void) => {
          const next = children.slice(offset, offset + batch);
          offset += batch;
          setTimeout(() => ok(next));
        },
      };
    },
  };
}
function dropOf(entries: unknown[], files: File[] = []) {
  return {
    items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })),
    files,
  } as unknown as DataTransfer;
}

describe('files of a drop', () => {
  test('a dropped folder is walked, sub-folders and every batch of entries included', async () => {
    const drop = dropOf([
      fileEntry('loose.pdf'),
      folderEntry('Data room', [
        fileEntry('a.docx'),
        fileEntry('b.xlsx'),
        fileEntry('c.md'),
        folderEntry('Board', [
          fileEntry('minutes-2024.docx'),
          fileEntry('minutes-2025.docx'),
          fileEntry('d.txt'),
        ]),
      ]),
    ]);
    const names = (await collectDroppedFiles(drop)).map((file) => file.name).sort();
    expect(names).toEqual([
      'a.docx',
      'b.xlsx',
      'c.md',
      'd.txt',
      'loose.pdf',
      'minutes-2024.docx',
      'minutes-2025.docx',
    ]);
  });

  test('without entries (an older browser, a synthetic drop) the plain file list is used', async () => {
    const files = [new File(['x'], 'x.pdf')];
    const drop = {
      items: [{ kind: 'file', webkitGetAsEntry: () => null }],
      files,
    } as unknown as DataTransfer;
    expect(await collectDroppedFiles(drop)).toEqual(files);
  });
});

describe('what is uploaded', () => {
  test('accepted types go, system files are dropped silently, other types are named', () => {
    const { accepted, skipped } = selectUploadable(
      ['policy.MD', 'deck.pdf', 'photo.png', '.DS_Store', 'Thumbs.db', '~$board.docx', 'sheet.xls'].map(
        (name) => new File(['x'], name),
      ),
    );
    expect(accepted.map((file) => file.name)).toEqual(['policy.MD', 'deck.pdf', 'sheet.xls']);
    expect(skipped).toEqual(['photo.png']);
  });
});
