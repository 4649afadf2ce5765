import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  PRIMARY_PRESETS,
  SUPPORTED_LANGUAGES,
  type BarType,
  type LayoutSettings,
} from '../../../lib/app-config';
import { changeLanguage } from '../../../lib/i18n';
import { resetSettings, updateSettings, useSettings } from '../../../lib/settings-store';
import { CustomizerChoice, CustomizerSection } from './CustomizerSection';

const BAR_TYPES: readonly BarType[] = ['sticky', 'static', 'hidden'];
type NavChoice = 'vertical' | 'collapsed' | 'horizontal';

function navChoice(s: LayoutSettings): NavChoice {
  if (s.appContentLayoutNav === 'horizontal') return 'horizontal';
  return s.isVerticalNavCollapsed ? 'collapsed' : 'vertical';
}

/** Drawer that changes the layout settings of spec section 3; every change is stored at once. */
export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const settings = useSettings();
  const primaryKey = theme.palette.mode === 'dark' ? 'darkThemePrimary' : 'lightThemePrimary';
  const currentPrimary = settings[primaryKey].main.toLowerCase();
  const bars = BAR_TYPES.map((value) => ({ value, label: t(`customizer.bar.${value}`) }));

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } } }, backdrop: { invisible: true } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6">{t('customizer.title')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('customizer.subtitle')}
          </Typography>
        </Box>
        <Tooltip title={t('customizer.reset')}>
          <IconButton
            aria-label={t('customizer.reset')}
            onClick={resetSettings}
            data-testid="customizer-reset"
          >
            <RestartAlt />
          </IconButton>
        </Tooltip>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>

      <CustomizerSection title={t('customizer.theming')}>
        <div>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('customizer.primaryColor')}
          </Typography>
          <Stack direction="row" spacing={1.5}>
            {PRIMARY_PRESETS.map((color) => (
              <ButtonBase
                key={color.main}
                aria-label={color.main}
                onClick={() => updateSettings({ [primaryKey]: color })}
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 1.5,
                  bgcolor: color.main,
                  color: '#fff',
                  outline: currentPrimary === color.main.toLowerCase() ? 2 : 0,
                  outlineColor: color.main,
                  outlineOffset: 3,
                }}
              >
                {currentPrimary === color.main.toLowerCase() && <Check fontSize="small" />}
              </ButtonBase>
            ))}
          </Stack>
        </div>
        <CustomizerChoice
          label={t('customizer.mode')}
          value={settings.theme}
          testId="customizer-theme"
          options={(['light', 'dark', 'system'] as const).map((value) => ({
            value,
            label: t(`theme.${value}`),
          }))}
          onChange={(value) => updateSettings({ theme: value })}
        />
        <CustomizerChoice
          label={t('customizer.skin')}
          value={settings.skin}
          options={(['default', 'bordered'] as const).map((value) => ({
            value,
            label: t(`customizer.skins.${value}`),
          }))}
          onChange={(value) => updateSettings({ skin: value })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.isVerticalNavSemiDark}
              onChange={(e) => updateSettings({ isVerticalNavSemiDark: e.target.checked })}
            />
          }
          label={t('customizer.semiDark')}
        />
      </CustomizerSection>

      <CustomizerSection title={t('customizer.layout')}>
        <CustomizerChoice<NavChoice>
          label={t('customizer.navigation')}
          value={navChoice(settings)}
          testId="customizer-nav"
          options={(['vertical', 'collapsed', 'horizontal'] as const).map((value) => ({
            value,
            label: t(`customizer.nav.${value}`),
          }))}
          onChange={(value) =>
            updateSettings({
              appContentLayoutNav: value === 'horizontal' ? 'horizontal' : 'vertical',
              isVerticalNavCollapsed: value === 'collapsed',
            })
          }
        />
        <CustomizerChoice
          label={t('customizer.contentWidth')}
          value={settings.appContentWidth}
          options={(['boxed', 'fluid'] as const).map((value) => ({
            value,
            label: t(`customizer.width.${value}`),
          }))}
          onChange={(value) => updateSettings({ appContentWidth: value })}
        />
        <CustomizerChoice
          label={t('customizer.navbarType')}
          value={settings.navbarType}
          options={bars}
          onChange={(value) => updateSettings({ navbarType: value })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.isNavbarBlurEnabled}
              onChange={(e) => updateSettings({ isNavbarBlurEnabled: e.target.checked })}
            />
          }
          label={t('customizer.navbarBlur')}
        />
        {settings.appContentLayoutNav === 'horizontal' && (
          <CustomizerChoice
            label={t('customizer.horizontalNavType')}
            value={settings.horizontalNavType}
            options={bars}
            onChange={(value) => updateSettings({ horizontalNavType: value })}
          />
        )}
        <CustomizerChoice
          label={t('customizer.footerType')}
          value={settings.footerType}
          options={bars}
          onChange={(value) => updateSettings({ footerType: value })}
        />
        <CustomizerChoice
          label={t('customizer.direction')}
          value={i18n.language === 'en' ? 'en' : 'fa'}
          options={SUPPORTED_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          onChange={(value) => void changeLanguage(value)}
        />
      </CustomizerSection>
    </Drawer>
  );
}
