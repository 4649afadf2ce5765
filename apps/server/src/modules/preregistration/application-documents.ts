/**
 * An application's documents: each image is told by its bytes (never its name or the browser's
 * word), decoded and re-encoded as JPEG (files/image-processing.ts), so what is stored and later
 * served is always a clean image, never markup or a script. A photo keeps 600 px on its long side,
 * a report card 1600 px to stay readable. Each application receives a limited number in all.
 */
import { APPLICATION_LIMITS, ERROR_CODES, type ApplicationDocument } from '@school/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preregisterApplications, preregisterDocuments } from '../../db/schema';
import { AppError } from '../../http/errors';
import { normalizeImage } from '../files/image-processing';
import { PUBLIC_MESSAGES } from './application-rules';

const LONG_SIDE: Record<ApplicationDocument, number> = { photo: 600, reportCard: 1600 };

export interface CleanDocument {
  kind: ApplicationDocument;
  contentType: string;
  bytes: Buffer;
}

/** Every received document re-encoded; a refused one answers 400 (or 413) naming its field. */
export async function cleanDocuments(
  files: Partial<Record<ApplicationDocument, Buffer>>,
): Promise<CleanDocument[]> {
  const clean: CleanDocument[] = [];
  for (const [kind, bytes] of Object.entries(files) as [ApplicationDocument, Buffer][]) {
    const image = await normalizeImage(bytes, LONG_SIDE[kind]);
    if (!image.ok)
      throw new AppError(image.tooLarge ? 413 : 400, ERROR_CODES.VALIDATION, image.reason, {
        [kind]: image.reason,
      });
    clean.push({ kind, contentType: image.contentType, bytes: image.bytes });
  }
  return clean;
}

/** Refuses documents beyond the application's cap (first sending and corrections together). */
export function checkUploadCap(alreadyReceived: number, adding: number): void {
  if (alreadyReceived + adding > APPLICATION_LIMITS.uploadsPerApplication)
    throw new AppError(400, ERROR_CODES.VALIDATION, PUBLIC_MESSAGES.uploadCap);
}

/** Stores the documents of an application (a new one replaces the same kind) and counts them. */
export async function storeDocuments(
  db: Db,
  application: { id: number; schoolId: number },
  documents: readonly CleanDocument[],
): Promise<void> {
  if (!documents.length) return;
  for (const doc of documents) {
    await db
      .delete(preregisterDocuments)
      .where(
        and(eq(preregisterDocuments.applicationId, application.id), eq(preregisterDocuments.kind, doc.kind)),
      );
    await db.insert(preregisterDocuments).values({
      applicationId: application.id,
      schoolId: application.schoolId,
      kind: doc.kind,
      contentType: doc.contentType,
      bytes: doc.bytes,
      size: doc.bytes.length,
    });
  }
  await db
    .update(preregisterApplications)
    .set({ uploadCount: sql`${preregisterApplications.uploadCount} + ${documents.length}` })
    .where(eq(preregisterApplications.id, application.id));
}

/** The kinds of documents an application holds, with their sizes. */
export async function documentsOf(db: Db, applicationId: number) {
  return db
    .select({ id: preregisterDocuments.id, kind: preregisterDocuments.kind, size: preregisterDocuments.size })
    .from(preregisterDocuments)
    .where(eq(preregisterDocuments.applicationId, applicationId))
    .orderBy(preregisterDocuments.kind);
}

/** One document's bytes, of the given application. */
export async function documentBytes(db: Db, applicationId: number, kind: string) {
  const [doc] = await db
    .select({ contentType: preregisterDocuments.contentType, bytes: preregisterDocuments.bytes })
    .from(preregisterDocuments)
    .where(and(eq(preregisterDocuments.applicationId, applicationId), eq(preregisterDocuments.kind, kind)));
  return doc ?? null;
}
