/** The preview and commit requests of an Excel import under its API path (/students/import ...). */
import { postForm } from '../../lib/api-form';
import type { ImportPreview, ImportResult } from './import-preview';

interface Data<T> {
  data: T;
  message?: string;
}

export const withFile = (file: File, extra: Record<string, string> = {}) => {
  const form = new FormData();
  Object.entries(extra).forEach(([key, value]) => form.append(key, value));
  form.append('file', file);
  return form;
};

export const sheetImportApi = (apiBase: string) => ({
  preview: async (file: File) =>
    (await postForm<Data<ImportPreview>>(`${apiBase}/preview`, withFile(file))).data,
  commit: async (file: File, mode: 'all' | 'valid') =>
    postForm<Data<ImportResult>>(`${apiBase}/commit`, withFile(file, { mode })),
});
