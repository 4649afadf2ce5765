import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { useEndAlignedPopover } from '../../../components/use-end-aligned-popover';
import { Link, useNavigate } from 'react-router';
import { DirectionalIcon } from '../../../components/DirectionalIcon';
import { useAuth } from '../../../lib/auth-store';
import type { AppAbility } from '../../../lib/ability';
import { ENTITY_SUBJECT } from '../../entity-routes';
import { DASHBOARD_PATH } from '../../guards/index-redirect';
import { TEACHER_PROFILE_ACTION, TEACHER_PROFILE_PATH } from '../../people-paths';

/** First letters of the first two words of a name, for the avatar. */
export function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('\u200c');
}

/** Teachers edit their own profile; for everyone else the dashboard shows their details. */
export const profilePath = (canEditTeacherProfile: boolean) =>
  canEditTeacherProfile ? TEACHER_PROFILE_PATH : DASHBOARD_PATH;

/** Avatar button with the user's name and role, a profile link and logout. */
export function UserProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userData } = useAuth();
  const ability = useAbility<AppAbility>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const endAligned = useEndAlignedPopover();
  const name = userData?.fullName ?? '';
  const avatar = (
    <Avatar sx={{ width: 38, height: 38, bgcolor: 'primary.main', fontSize: 15 }}>{initials(name)}</Avatar>
  );

  return (
    <>
      <IconButton
        aria-label={t('userMenu.open')}
        aria-haspopup="menu"
        data-testid="user-menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5, ms: 0.5 }}
      >
        {avatar}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        {...endAligned}
        slotProps={{ paper: { sx: { minWidth: 230, mt: 1 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
          {avatar}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {userData?.role_name}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem
          component={Link}
          to={profilePath(ability.can(TEACHER_PROFILE_ACTION, ENTITY_SUBJECT))}
          onClick={() => setAnchor(null)}
          data-testid="user-menu-profile"
        >
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <Divider />
        <MenuItem
          data-testid="logout"
          onClick={() => {
            setAnchor(null);
            void navigate('/logout');
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DirectionalIcon icon={LogoutOutlined} fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
