/**
 * The files of a drop, folders included: each dropped folder is walked (webkitGetAsEntry, the only
 * way a page can read a dropped directory), sub-folders too. The entries must be taken while the
 * drop event is being handled, before anything is awaited, or the browser empties the list.
 */
export function collectDroppedFiles(dataTransfer: DataTransfer): Promise<File[]> {
  const items = [...dataTransfer.items].filter((item) => item.kind === 'file');
  const entries = items.map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return Promise.resolve([...dataTransfer.files]);
  }
  return Promise.all(entries.map((entry) => filesOfEntry(entry!))).then((lists) => lists.flat());
}

async function filesOfEntry(entry: FileSystemEntry): Promise<File[]> {
  if (isFile(entry)) return [await new Promise<File>((resolve, reject) => entry.file(resolve, reject))];
  if (!isDirectory(entry)) return [];
  const children = await readAllEntries(entry.createReader());
  const lists = await Promise.all(children.map(filesOfEntry));
  return lists.flat();
}

/** readEntries answers in batches (100 in Chromium) until it answers an empty one. */
async function readAllEntries(reader: FileSystemDirectoryReader) {
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

function isFile(entry: FileSystemEntry): entry is FileSystemFileEntry {
  return entry.isFile;
}

function isDirectory(entry: FileSystemEntry): entry is FileSystemDirectoryEntry {
  return entry.isDirectory;
}
