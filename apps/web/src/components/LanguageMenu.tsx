import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../lib/app-config';
import { changeLanguage } from '../lib/i18n';

/** The open menu of the language switcher; each language is named in itself. */
export default function LanguageMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { i18n } = useTranslation();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={i18n.language === language}
          data-testid={`lang-${language}`}
          onClick={() => {
            void changeLanguage(language);
            onClose();
          }}
        >
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
