import type { Theme } from '@mui/material/styles';

/**
 * The menu entries' look, set once on the menu (VerticalNav) rather than on each of its fifty-odd
 * entries: an entry is a plain link, so the signed-in layout's first render, which the page's
 * largest paint waits for, does not build and serialise styles for every entry.
 */
export function navItemStyles(theme: Theme) {
  const primary = theme.palette.primary.main;
  return {
    '& .nav-item': {
      display: 'flex',
      alignItems: 'center',
      minHeight: 42,
      marginBottom: theme.spacing(0.5),
      padding: theme.spacing(1, 1.5),
      borderRadius: Number(theme.shape.borderRadius) * 1.5,
      color: theme.palette.text.primary,
      textDecoration: 'none',
      ...theme.typography.body1,
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&:focus-visible': { outline: 'none', backgroundColor: theme.palette.action.focus },
    },
    '& .nav-item.nav-item-mini': { justifyContent: 'center' },
    // The spacing of Material's list items: a 36 px icon column, text with 4 px above and below.
    '& .nav-item-icon': { flexShrink: 0, marginInlineEnd: theme.spacing(2) },
    '& .nav-item-mini .nav-item-icon': { marginInlineEnd: 0 },
    '& .nav-item-text': { flex: '1 1 auto', minWidth: 0, marginBlock: theme.spacing(0.5) },
    '& .nav-item.selected, & .nav-item.selected:hover': {
      // Strongest colour at the start edge, whichever side that is.
      background: `linear-gradient(${theme.direction === 'rtl' ? 90 : 270}deg, ${primary}b3, ${primary})`,
      color: theme.palette.primary.contrastText,
      boxShadow: `0 2px 6px ${primary}4d`,
    },
  };
}
