import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';

/**
 * An icon that points along the reading direction. Icons are drawn for left-to-right; the RTL style
 * plugin does not flip SVG paths, so arrows and chevrons are mirrored here in Persian.
 */
export function DirectionalIcon({ icon: Icon, sx, ...props }: SvgIconProps & { icon: SvgIconComponent }) {
  const theme = useTheme();
  return (
    <Icon
      {...props}
      sx={[
        { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
