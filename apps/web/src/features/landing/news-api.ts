/** The network's published news (/api/public/news): read without signing in. */
import { api } from '../../lib/api';

export interface NewsSummary {
  id: number;
  title: string;
  summary: string | null;
  /** ISO date. */
  publishedAt: string | null;
  /** The public address of the cover, or null. */
  coverUrl: string | null;
  schoolName: string;
}

export interface NewsItem extends NewsSummary {
  /** Sanitised on the server when written. */
  body: string;
}

interface NewsPage {
  items: NewsSummary[];
  total: number;
  page: number;
  pageSize: number;
}

const publicGet = <T>(path: string) => api.request<{ data: T }>('GET', path, undefined, null);

export const newsApi = {
  list: async (page = 1, pageSize = 6) =>
    (await publicGet<NewsPage>(`/public/news?page=${page}&pageSize=${pageSize}`)).data,
  item: async (id: string) => (await publicGet<NewsItem>(`/public/news/${encodeURIComponent(id)}`)).data,
};

export const newsPath = (id: number) => `/news/${id}`;
export const NEWS_LIST_PATH = '/news';
