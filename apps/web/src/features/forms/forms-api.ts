/** Printing a form template (GET /api/forms/:id/print) and the templates to choose from. */
import type { FormTemplateValues } from '@school/shared';
import type { FormSheetTemplate } from '../../components/form-templates/FormSheet';
import { api } from '../../lib/api';
import { entityApi } from '../../lib/entity-api';

export interface FormPrintData {
  template: FormSheetTemplate & { id: number };
  school: { name: string; logo: string | null };
  pages: { studentId: number; values: FormTemplateValues }[];
}

export const formsApi = {
  print: async (templateId: number, query: string) =>
    (await api.request<{ data: FormPrintData }>('GET', `/forms/${templateId}/print?${query}`)).data,
  /** Every template of the current school, by title (a school keeps a handful). */
  templates: async () =>
    (await entityApi.list('forms', 'pageSize=100&sort=title:asc')).items.map((item) => ({
      id: item.id,
      title: String(item.title),
    })),
};
