import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-input';

describe('image input checks', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 1000, name: 'a.jpg' })).toBeNull();
    expect(imageFileProblem({ type: '', size: 1000, name: 'a.WEBP' })).toBeNull();
  });

  it('refuses other types and large files', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10, name: 'a.pdf' })).toBe('notImage');
    expect(imageFileProblem({ type: 'image/gif', size: 10, name: 'a.gif' })).toBe('notImage');
    expect(imageFileProblem({ type: 'image/png', size: 6 * 1024 * 1024, name: 'a.png' })).toBe('tooLarge');
  });
});
