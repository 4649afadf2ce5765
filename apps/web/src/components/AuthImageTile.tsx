import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthImage } from './fields/use-auth-image';

/**
 * An image the API serves behind the session (a scanned document), as a thumbnail with its label
 * that opens the image at full size.
 */
export function AuthImageTile({
  url,
  label,
  openLabel,
  testId,
}: {
  url: string;
  label: string;
  /** What the thumbnail's button says to a screen reader («نمایش در اندازه کامل»). */
  openLabel: string;
  testId?: string;
}) {
  const src = useAuthImage(url);
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={`${label} — ${openLabel}`}
        sx={{ width: 140, height: 180, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
        data-testid={testId}
      >
        {src && (
          <Box
            component="img"
            src={src}
            alt={label}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </ButtonBase>
      <Typography variant="caption">{label}</Typography>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md">
        <DialogContent sx={{ p: 1 }}>
          {src && <Box component="img" src={src} alt={label} sx={{ maxWidth: '100%', display: 'block' }} />}
        </DialogContent>
      </Dialog>
    </Stack>
  );
}
