import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While a printable page is open: on paper only the page's own card is shown (menus, navbar,
 * footer, toasts, buttons marked data-print-hide are hidden), on an A4 sheet in the given orientation.
 */
export function PrintStyles({ orientation = 'portrait' }: { orientation?: 'portrait' | 'landscape' }) {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: `A4 ${orientation}`, margin: '12mm' },
        '@media print': {
          'header, nav, footer, .MuiDrawer-root, .MuiAppBar-root, .MuiFab-root, .Toastify, [data-print-hide]':
            {
              display: 'none !important',
            },
          body: { background: '#fff !important' },
          '.MuiCard-root': { boxShadow: 'none !important', border: 'none !important' },
          main: { padding: '0 !important', margin: '0 !important' },
        },
      }}
    />
  );
}
