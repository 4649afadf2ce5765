/** Student import, phone import and dossier requests. */
import { api } from '../../lib/api';
import { postForm } from '../../lib/api-form';
import type { EntityItem } from '../../lib/entity-api';
import type { ImportPreview, ImportResult } from './import-preview';

interface Data<T> {
  data: T;
  message?: string;
}

export interface StudentFile {
  student: EntityItem;
  classroom: { id: number; name: string; gradeLevel: string | null } | null;
  classroomHistory: {
    at: string;
    by: string | null;
    classroomId: number | null;
    classroomName: string | null;
  }[];
}

const withFile = (file: File, extra: Record<string, string> = {}) => {
  const form = new FormData();
  Object.entries(extra).forEach(([key, value]) => form.append(key, value));
  form.append('file', file);
  return form;
};

export const studentApi = {
  preview: async (file: File) =>
    (await postForm<Data<ImportPreview>>('/students/import/preview', withFile(file))).data,
  commit: async (file: File, mode: 'all' | 'valid') =>
    postForm<Data<ImportResult>>('/students/import/commit', withFile(file, { mode })),
  file: async (id: string) => (await api.request<Data<StudentFile>>('GET', `/students/${id}/file`)).data,
};
