import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import { useTranslation } from 'react-i18next';
import { useEndAlignedPopover } from '../../../components/use-end-aligned-popover';
import { Link } from 'react-router';
import { shortcutPages } from './shortcut-pages';
import { useAllowedPages } from './use-allowed-pages';

/** A small grid of the pages of the user's daily work (shortcut-pages.ts). */
export function NavShortcuts() {
  const { t } = useTranslation();
  const pages = shortcutPages(useAllowedPages());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const endAligned = useEndAlignedPopover();

  return (
    <>
      <Tooltip title={t('shortcuts.title')}>
        <IconButton
          color="inherit"
          aria-label={t('shortcuts.title')}
          data-testid="nav-shortcuts"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <AppsOutlined />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        {...endAligned}
        slotProps={{ paper: { sx: { width: 320, mt: 1 } } }}
      >
        <Typography variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
          {t('shortcuts.title')}
        </Typography>
        <Divider />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          {pages.map(({ name, path, titleKey, icon: Icon }) => (
            <ButtonBase
              key={name}
              component={Link}
              to={path}
              onClick={() => setAnchor(null)}
              data-testid="nav-shortcut"
              sx={{ flexDirection: 'column', gap: 1, py: 3, '&:hover': { bgcolor: 'action.hover' } }}
            >
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                }}
              >
                <Icon />
              </Box>
              <Typography variant="body2">{t(titleKey)}</Typography>
            </ButtonBase>
          ))}
        </Box>
      </Popover>
    </>
  );
}
