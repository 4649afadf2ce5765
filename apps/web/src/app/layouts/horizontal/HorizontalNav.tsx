import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOXED_CONTENT_MAX_WIDTH } from '../../../lib/app-config';
import { useSettings } from '../../../lib/settings-store';
import { groupNavItems } from '../../nav-items';
import { useAllowedPages } from '../parts/use-allowed-pages';
import { useActiveRouteNames } from '../use-active-route-name';
import { HorizontalNavGroup } from './HorizontalNavGroup';

/** Menu bar under the navbar with the pages the user may open. */
export function HorizontalNav() {
  const { t } = useTranslation();
  const { appContentWidth } = useSettings();
  const pages = useAllowedPages();
  const active = useActiveRouteNames();

  return (
    <Box
      component="nav"
      aria-label={t('navbar.menu')}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        sx={{
          mx: 'auto',
          maxWidth: appContentWidth === 'boxed' ? BOXED_CONTENT_MAX_WIDTH : 'none',
          px: { xs: 2, md: 3 },
          py: 1,
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
        }}
      >
        {groupNavItems(pages).map((group) =>
          group.key ? (
            <HorizontalNavGroup key={group.key} group={group} active={active} />
          ) : (
            group.items.map(({ name, path, titleKey, icon: Icon }) => (
              <Button
                key={name}
                component={Link}
                to={path}
                data-testid={`nav-${name}`}
                variant={active.has(name) ? 'contained' : 'text'}
                color={active.has(name) ? 'primary' : 'inherit'}
                startIcon={<Icon fontSize="small" />}
                sx={{ px: 2, gap: 0.5, flexShrink: 0 }}
              >
                {t(titleKey)}
              </Button>
            ))
          ),
        )}
      </Box>
    </Box>
  );
}
