/**
 * The image field of a form (a student's or teacher's photo, a school's logo): stores the image and
 * answers its URL.
 */
import { postForm } from '../../lib/api-form';

/**
 * Images stored for the edited row rather than the current school, by entity: a school's logo
 * belongs to that school, which the upload names. Such an image needs a saved row.
 */
const ROW_OWNED_KINDS: Readonly<Record<string, string>> = { schools: 'school-logo' };

/** The upload's form fields for an entity's image field, or null when the row must be saved first. */
export function imageUploadFields(entity: string, rowId?: number): Record<string, string> | null {
  const rowKind = ROW_OWNED_KINDS[entity];
  if (!rowKind) return { kind: entity };
  return rowId === undefined ? null : { kind: rowKind, schoolId: String(rowId) };
}

export async function uploadEntityPhoto(fields: Record<string, string>, file: File): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  return (await postForm<{ data: { url: string } }>('/files/images', form)).data.url;
}
