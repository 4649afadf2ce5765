/** The photo field of the student and teacher forms: stores the image and answers its URL. */
import { postForm } from '../../lib/api-form';

export async function uploadEntityPhoto(entity: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('kind', entity);
  form.append('file', file);
  return (await postForm<{ data: { url: string } }>('/files/images', form)).data.url;
}
