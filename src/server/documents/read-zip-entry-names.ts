import type { FileHandle } from 'node:fs/promises';

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;
// The end record is 22 bytes plus a comment of up to 65,535 bytes.
const maxTailBytes = 22 + 0xffff;

/**
 * The entry names of a zip file, read from its central directory at the end of the file, so a
 * 50 MB workbook is classified without inflating anything. Returns null when no valid directory
 * is found (a truncated or corrupt zip).
 */
export async function readZipEntryNames(file: FileHandle, size: number): Promise<string[] | null> {
  const tailLength = Math.min(size, maxTailBytes);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  let end = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === endOfCentralDirectory) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entryCount = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > size || directorySize > 16 * 1024 * 1024) return null;
  const directory = Buffer.alloc(directorySize);
  await file.read(directory, 0, directorySize, directoryOffset);
  const names: string[] = [];
  let at = 0;
  for (let n = 0; n < entryCount; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== centralDirectoryEntry) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
