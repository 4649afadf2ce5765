/**
 * The first column of a wide table that scrolls sideways within itself (continuous scores, the
 * weekly grid, the worksheet): it stays at the row's start — the right in Persian — so the
 * student's name (or the period) is always in view on a phone.
 */
export const STICKY_START_SX = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
} as const;
