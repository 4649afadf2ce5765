/** The signed-in teacher's own profile. */
import { api } from '../../lib/api';
import type { EntityItem } from '../../lib/entity-api';

interface Data<T> {
  data: T;
  message?: string;
}

export const teacherProfileApi = {
  get: async () => (await api.request<Data<EntityItem>>('GET', '/teacher/profile')).data,
  update: async (body: { version: number; mobile?: string | null; email?: string | null }) =>
    (await api.request<Data<EntityItem>>('PATCH', '/teacher/profile', body)).data,
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    api.request<{ message?: string }>('POST', '/teacher/profile/password', body),
};
