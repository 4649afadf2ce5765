import type { PopoverOrigin } from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';

/**
 * Popover positions are physical (left/right), not logical. Menus opened from the end of the navbar
 * align their end edge with the button, which is 'right' in English and 'left' in Persian.
 */
export function useEndAlignedPopover(): { anchorOrigin: PopoverOrigin; transformOrigin: PopoverOrigin } {
  const horizontal = useTheme().direction === 'rtl' ? 'left' : 'right';
  return {
    anchorOrigin: { vertical: 'bottom', horizontal },
    transformOrigin: { vertical: 'top', horizontal },
  };
}
