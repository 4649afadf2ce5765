import Box, { type BoxProps } from '@mui/material/Box';
import { isMarkup, plainTextToHtml } from './rich-text';
import { richTextStyles } from './rich-text-styles';

/**
 * A rich text as the reader sees it. The HTML comes from the server, which sanitised it when it was
 * written (no scripts, handlers, styles or unsafe links); text without markup keeps its lines.
 */
export function RichTextView({ html, sx, ...props }: { html: string } & Omit<BoxProps, 'children'>) {
  return (
    <Box
      {...props}
      sx={[richTextStyles, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: isMarkup(html) ? html : plainTextToHtml(html) }}
    />
  );
}
