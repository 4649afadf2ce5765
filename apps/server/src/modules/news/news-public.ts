/**
 * What anyone may read of the network's news: items marked published whose publication date has
 * come (a later date holds an item back until that day), newest first, with the school that wrote
 * them. Drafts, and every other column, never leave the server through these queries.
 */
import { isoDateIn } from '@school/shared';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, schools, storedFiles } from '../../db/schema';
import { fileIdOf } from '../files/stored-files';

export const publicCoverUrl = (id: number) => `/api/public/news/${id}/cover`;

/** Published and due, as of today in Tehran. */
const visible = () => and(eq(news.published, true), lte(news.publishedAt, isoDateIn(new Date())));

const summaryColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  publishedAt: news.publishedAt,
  coverImage: news.coverImage,
  schoolName: schools.name,
};

/** A row as the public sees it: the cover by its public address, not the stored file's. */
function present<T extends { id: number; coverImage: string | null }>({ coverImage, ...row }: T) {
  return { ...row, coverUrl: coverImage ? publicCoverUrl(row.id) : null };
}

export async function publishedNews(db: Db, page: number, pageSize: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(news)
      .innerJoin(schools, eq(schools.id, news.schoolId))
      .where(visible())
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(news)
      .where(visible()),
  ]);
  return { items: rows.map(present), total: count?.n ?? 0, page, pageSize };
}

export async function publishedNewsItem(db: Db, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, body: news.body })
    .from(news)
    .innerJoin(schools, eq(schools.id, news.schoolId))
    .where(and(eq(news.id, id), visible()));
  return row ? present(row) : null;
}

/** The cover of a published item: the stored file its column names, of the item's own school. */
export async function publishedCover(db: Db, id: number) {
  const [row] = await db
    .select({ coverImage: news.coverImage, schoolId: news.schoolId })
    .from(news)
    .where(and(eq(news.id, id), visible()));
  const fileId = fileIdOf(row?.coverImage);
  if (!row || fileId === null) return null;
  const [file] = await db
    .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType, size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.schoolId, row.schoolId)));
  return file ?? null;
}
