import { createReadStream } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { extensionOf } from '#domain/data-room.ts';
import { dataRoomMessages } from '#domain/schemas/data-room.ts';
import type { AppDeps } from '#server/app-env.ts';
import { companies, pendingFileDeletions } from '#server/db/schema/accounts.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { detectDocumentFormat } from '#server/documents/detect-document-format.ts';
import { DocumentReadError } from '#server/documents/document-types.ts';
import { AppError } from '#server/errors.ts';
import { tempDirOf } from '#server/lib/clear-stale-temp-files.ts';
import { purgePendingFileDeletions } from '#server/storage/purge-pending-file-deletions.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findActiveRecommendation } from '../recommendations/find-active-recommendation.ts';
import { dataRoomStorageKey } from './data-room-storage-key.ts';
import { queueFileIngestion } from './queue-file-ingestion.ts';
import { discardUpload, receiveUpload } from './receive-upload.ts';
import { toDataRoomFileView } from './to-data-room-file-view.ts';

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  txt: 'text/plain',
  md: 'text/markdown',
};

type UploadDeps = Pick<AppDeps, 'db' | 'storage' | 'queue' | 'config'>;

/**
 * Receives one uploaded document: streamed to a temporary file under the size cap, typed by its
 * content, stored, and only then recorded and queued for analysis. If storing or recording fails,
 * nothing is left behind in storage or in the database.
 */
export async function uploadDataRoomFile(
  deps: UploadDeps,
  input: { accountId: string; userId: string; request: Request },
) {
  const { db, storage, config } = deps;
  const company = await activeUploadTarget(deps, input.accountId);
  const upload = await receiveUpload(input.request, {
    tempDir: tempDirOf(config.dataDir),
    maxBytes: config.dataRoom.uploadMaxBytes,
  });
  let key: string;
  let format: string;
  let unreadable: string | null;
  let guardId: string;
  try {
    if (upload.size === 0) throw unsupported('This file is empty.', 400);
    const detected = await detectUpload(upload.tempPath, upload.fileName);
    format = detected.format;
    unreadable = detected.problem;
    key = dataRoomStorageKey(company.id, upload.fileName);
    guardId = await guardAgainstOrphan(deps, key);
    await storage.putStream(key, createReadStream(upload.tempPath), {
      contentType: contentTypes[format] ?? 'application/octet-stream',
      maxBytes: config.dataRoom.uploadMaxBytes,
    });
  } finally {
    await discardUpload(upload.tempPath);
  }

  let file: typeof dataRoomFiles.$inferSelect;
  try {
    file = await db.transaction(async (tx) => {
      // The company row is the lock that makes the per-account file cap hold under concurrency.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
      const [{ files } = { files: 0 }] = await tx
        .select({ files: count() })
        .from(dataRoomFiles)
        .where(eq(dataRoomFiles.accountId, input.accountId));
      if (files >= config.dataRoom.maxFilesPerAccount) {
        throw new AppError(
          'too_many_files',
          dataRoomMessages.tooManyFiles(config.dataRoom.maxFilesPerAccount),
          409,
        );
      }
      await tx.delete(pendingFileDeletions).where(eq(pendingFileDeletions.id, guardId));
      const [created] = await tx
        .insert(dataRoomFiles)
        .values({
          accountId: input.accountId,
          companyId: company.id,
          uploadedBy: input.userId,
          fileName: upload.fileName,
          fileSize: upload.size,
          format,
          storageKey: key,
          // A file of an accepted kind that cannot be opened is kept, failed, with its reason.
          ...(unreadable ? { status: 'failed' as const, errorMessage: unreadable } : {}),
        })
        .returning();
      await recordAudit(tx, {
        actorId: input.userId,
        accountId: input.accountId,
        action: 'data_room_file.uploaded',
        details: { id: created!.id, fileName: upload.fileName, size: upload.size },
      });
      return created!;
    });
  } catch (error) {
    // The guard row is still there (the transaction rolled back): the queue removes the object.
    await purgePendingFileDeletions(deps, { keys: [key] });
    throw error;
  }
  if (file.status === 'failed') return toDataRoomFileView(file, null);
  const queued = await queueFileIngestion(deps, file);
  return toDataRoomFileView(queued, null);
}

/** The account's company and active recommendation: uploads are matched against its files. */
async function activeUploadTarget(deps: UploadDeps, accountId: string) {
  const [company] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.accountId, accountId));
  if (!company) {
    throw new AppError('no_company', 'Create your company before uploading documents.', 409);
  }
  if (!(await findActiveRecommendation(deps.db, accountId))) {
    throw new AppError('no_recommendation', dataRoomMessages.selectRecommendationFirst, 409);
  }
  return company;
}

/**
 * The format by content. Anything that is not a document we read is refused (nothing is stored); a
 * document that is damaged or encrypted beyond recognising its inner format is accepted as failed.
 */
async function detectUpload(tempPath: string, fileName: string) {
  try {
    return { format: await detectDocumentFormat(tempPath, fileName), problem: null };
  } catch (error) {
    if (!(error instanceof DocumentReadError)) throw error;
    if (error.problem === 'unsupported_type') throw unsupported(error.message);
    return { format: extensionOf(fileName) || 'unknown', problem: error.message };
  }
}

/** An hour is far longer than storing one file takes; a crash leaves the object to the queue. */
async function guardAgainstOrphan(deps: UploadDeps, key: string) {
  const [guard] = await deps.db
    .insert(pendingFileDeletions)
    .values({ storageKey: key, purgeAfter: new Date(Date.now() + 60 * 60 * 1000) })
    .returning({ id: pendingFileDeletions.id });
  return guard!.id;
}

function unsupported(message: string, status: 400 | 415 = 415) {
  return new AppError('unsupported_file', message, status, { file: message });
}
