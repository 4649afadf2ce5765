/** Checks of a chosen image before it is sent (the server checks again, by content). */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type ImageProblem = 'notImage' | 'tooLarge';

export function imageFileProblem(file: { type: string; size: number; name: string }): ImageProblem | null {
  const typed = TYPES.includes(file.type) || (!file.type && /\.(jpe?g|png|webp)$/i.test(file.name));
  if (!typed) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}
