/** What the form editor's preview fills a template with (GET /api/forms/preview). */
import type { FormTemplateValues } from '@school/shared';
import { api } from '../../lib/api';

export interface FormPreview {
  values: FormTemplateValues;
  school: { name: string; logo: string | null };
}

export const formPreviewQuery = {
  queryKey: ['forms', 'preview'] as const,
  queryFn: async () => (await api.request<{ data: FormPreview }>('GET', '/forms/preview')).data,
  staleTime: 5 * 60_000,
};
