/**
 * What the signed-in layout shows just after the page's first paint, loaded then (layout-later.ts):
 * the bar's controls, the side menu's entries, the search dialog and the installable app's parts.
 * Nothing here may be needed for the page's first paint.
 */
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { ThemeSwitcher } from '../../components/ThemeSwitcher';
import { OutboxButton } from '../../pwa/OutboxButton';
import { ChangeStageButton } from './parts/ChangeStageButton';
import { NavNotifications } from './parts/NavNotifications';
import { NavShortcuts } from './parts/NavShortcuts';
import { UserProfileMenu } from './parts/UserProfileMenu';

export { PwaParts } from '../../pwa/PwaParts';
export { NavSearchDialog } from './parts/NavSearchDialog';
export { VerticalNavEntries } from './vertical/VerticalNavEntries';

/** The controls at the end of the navbar. */
export function NavbarControls() {
  return (
    <>
      <ChangeStageButton />
      <LanguageSwitcher />
      <ThemeSwitcher />
      <NavShortcuts />
      <OutboxButton />
      <NavNotifications />
      <UserProfileMenu />
    </>
  );
}
