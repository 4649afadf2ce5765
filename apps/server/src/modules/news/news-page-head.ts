/**
 * The link preview of a public news page (/news/{id}): its title, summary (or the start of its
 * text), cover and address as Open Graph tags in the HTML the server returns, since the apps that
 * preview a shared link read the HTML and run no script. Unpublished or missing items get none.
 */
import type { Db } from '../../db/client';
import type { PageHead, PageHeadProvider } from '../../http/page-head';
import { richTextPlain } from '../../http/rich-text';
import { publishedNewsItem } from './news-public';

export const NEWS_PAGE = /^\/news\/(\d{1,9})$/;

export function newsPageHead(db: Db): PageHeadProvider {
  return async (path, origin): Promise<PageHead | null> => {
    const id = NEWS_PAGE.exec(path)?.[1];
    const item = id ? await publishedNewsItem(db, Number(id)) : null;
    if (!item) return null;
    return {
      type: 'article',
      title: item.title,
      description: item.summary?.trim() || richTextPlain(item.body, 200),
      url: `${origin}/news/${item.id}`,
      ...(item.coverUrl ? { image: `${origin}${item.coverUrl}` } : {}),
      ...(item.publishedAt ? { publishedTime: item.publishedAt } : {}),
    };
  };
}
