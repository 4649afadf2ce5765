/**
 * How rich text reads, in the editor and where it is shown: paragraphs spaced, headings, lists
 * indented on the reading side (right in Persian), quotes with a bar on that side.
 */
import type { Theme } from '@mui/material/styles';

export const richTextStyles = (theme: Theme) => ({
  ...theme.typography.body1,
  lineHeight: 1.9,
  overflowWrap: 'anywhere' as const,
  '& p': { m: 0, mb: 1 },
  '& p:last-child': { mb: 0 },
  '& h2': { ...theme.typography.h6, mt: 1.5, mb: 1 },
  '& h3': { ...theme.typography.subtitle1, fontWeight: 600, mt: 1.25, mb: 0.75 },
  '& ul, & ol': { m: 0, mb: 1, paddingInlineStart: theme.spacing(3) },
  '& blockquote': {
    m: 0,
    mb: 1,
    paddingInlineStart: theme.spacing(1.5),
    borderInlineStart: `3px solid ${theme.palette.divider}`,
    color: theme.palette.text.secondary,
  },
  '& a': { color: theme.palette.primary.main },
  '& hr': { border: 0, borderTop: `1px solid ${theme.palette.divider}`, my: 1.5 },
});
