/** The signed-in teacher's own profile. */
import { api } from '../../lib/api';
import { postForm } from '../../lib/api-form';
import type { EntityItem } from '../../lib/entity-api';

interface Data<T> {
  data: T;
  message?: string;
}

export const teacherProfileApi = {
  get: async () => (await api.request<Data<EntityItem>>('GET', '/teacher/profile')).data,
  update: async (body: { version: number; mobile?: string | null; email?: string | null }) =>
    (await api.request<Data<EntityItem>>('PATCH', '/teacher/profile', body)).data,
  /** `endedSessions`: how many of the user's other sessions (other devices) the change ended. */
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    api.request<Data<{ endedSessions: number }>>('POST', '/teacher/profile/password', body),
};

export const teacherAccountApi = {
  get: async (teacherId: number) =>
    (
      await api.request<Data<{ userId: number; username: string } | null>>(
        'GET',
        `/teachers/${teacherId}/account`,
      )
    ).data,
  create: (teacherId: number, body: { username: string; password: string }) =>
    api.request<Data<{ userId: number; username: string }>>('POST', `/teachers/${teacherId}/account`, body),
};

export const teacherPhotoApi = {
  upload: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await postForm<Data<EntityItem>>('/teacher/profile/photo', form)).data;
  },
  remove: async () => (await api.request<Data<EntityItem>>('DELETE', '/teacher/profile/photo')).data,
};
