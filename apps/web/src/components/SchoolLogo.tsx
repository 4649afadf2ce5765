import Box from '@mui/material/Box';
import { AppLogo } from './AppLogo';

/**
 * The logo at the top of a printed page (a report card, an exam timetable): the school's own
 * (`src`, already fetched with the token, see useAuthImage) or, when the school has none, the app's
 * mark. While the school's logo loads an empty box of the same size keeps the heading from jumping.
 */
export function SchoolLogo({
  hasLogo,
  src,
  alt,
  size = 48,
}: {
  hasLogo: boolean;
  src: string | undefined;
  alt: string;
  size?: number;
}) {
  if (!hasLogo) return <AppLogo compact size={size} />;
  return (
    <Box
      component={src ? 'img' : 'span'}
      src={src}
      alt={alt}
      data-testid="report-card-logo"
      sx={{
        display: 'block',
        height: size,
        width: src ? 'auto' : size,
        maxWidth: size * 2,
        objectFit: 'contain',
      }}
    />
  );
}
