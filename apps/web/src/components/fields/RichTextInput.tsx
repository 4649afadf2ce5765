import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { InputProps } from './input-props';

// The editor (Tiptap and its ProseMirror) loads only with a form that has a rich text field.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The input of a richText field: the rich editor, once its code has arrived. */
export function RichTextInput(props: InputProps<string>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={230} data-testid="rich-text-loading" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
