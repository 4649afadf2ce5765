import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { useAuthImage } from './use-auth-image';

/** An avatar showing a stored photo (fetched with the session's token). */
export function PhotoAvatar({ photo, ...props }: { photo: unknown } & Omit<AvatarProps, 'src'>) {
  const src = useAuthImage(typeof photo === 'string' && photo ? photo : undefined);
  return <Avatar {...props} src={src} />;
}
