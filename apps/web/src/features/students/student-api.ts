/** Phone import, group photos and dossier requests (the Excel import is in components/sheet-import). */
import { api } from '../../lib/api';
import { postForm } from '../../lib/api-form';
import type { EntityItem } from '../../lib/entity-api';
import { withFile } from '../../components/sheet-import/sheet-import-api';
import type { GroupPhotoResult, PhoneImportResult } from './people-upload-types';

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

export const studentApi = {
  phoneImport: async (file: File) =>
    (await postForm<Data<PhoneImportResult>>('/students/phone-import', withFile(file))).data,
  /** Many images or one zip; a classroom id limits the matching to its students. */
  groupPhotos: async (files: readonly File[], classroomId?: string) => {
    const form = new FormData();
    for (const file of files) form.append('files', file);
    const query = classroomId ? `?classroomId=${encodeURIComponent(classroomId)}` : '';
    return (await postForm<Data<GroupPhotoResult>>(`/students/photos${query}`, form)).data;
  },
  file: async (id: string) => (await api.request<Data<StudentFile>>('GET', `/students/${id}/file`)).data,
};
