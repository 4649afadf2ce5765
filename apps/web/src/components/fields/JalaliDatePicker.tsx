import { useState } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { faIR as pickersFa } from '@mui/x-date-pickers/locales';
import { enUS as jalaliEn } from 'date-fns-jalali/locale/en-US';
import { faIR as jalaliFa } from 'date-fns-jalali/locale/fa-IR';
import { useTranslation } from 'react-i18next';
import { DATE_PICKER } from '../../lib/app-config';
import { useAppLanguage } from '../../lib/use-app-language';
import type { InputProps } from './input-props';
import { dateToIso, isoToDate } from './jalali-date-value';
import { AdapterDateFnsJalaliPersianDigits } from './persian-digits-adapter';

/** The picker in the spec's colour, whatever the user's primary colour is. */
const pickerTheme = (outer: Theme): Theme => ({
  ...outer,
  palette: { ...outer.palette, primary: outer.palette.augmentColor({ color: { main: DATE_PICKER.color } }) },
});

/**
 * Jalali date input (spec section 9): picked from the calendar in a 316 px dialog, never typed;
 * OK confirms (no auto-submit). The value is the Gregorian ISO date the API expects, or null.
 */
/** By JavaScript's getDay(): Sunday first. */
const PERSIAN_WEEKDAY_INITIALS = ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'];

export function JalaliDatePicker({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  required,
}: InputProps<string | null>) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [open, setOpen] = useState(false);
  return (
    <LocalizationProvider
      dateAdapter={language === 'fa' ? AdapterDateFnsJalaliPersianDigits : AdapterDateFnsJalali}
      adapterLocale={language === 'fa' ? jalaliFa : jalaliEn}
      localeText={{
        ...(language === 'fa' ? pickersFa.components.MuiLocalizationProvider.defaultProps.localeText : {}),
        okButtonLabel: t('confirm.ok'),
        cancelButtonLabel: t('confirm.cancel'),
        clearButtonLabel: t('entity.clearDate'),
      }}
    >
      <ThemeProvider theme={pickerTheme}>
        <MobileDatePicker
          label={label}
          value={isoToDate(value)}
          onChange={(date) => onChange(dateToIso(date))}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => {
            setOpen(false);
            onBlur?.();
          }}
          disabled={disabled}
          closeOnSelect={false}
          // Iranian calendars head their columns with the weekday initials ش ی د س چ پ ج.
          dayOfWeekFormatter={
            language === 'fa' ? (date) => PERSIAN_WEEKDAY_INITIALS[date.getDay()]! : undefined
          }
          enableAccessibleFieldDOMStructure={false}
          // yyy: a 4-digit year whose token declares its length (needed with Persian digits).
          format="yyy/MM/dd"
          slotProps={{
            // Picked, never typed: the field only opens the calendar.
            field: { readOnly: true },
            textField: {
              name,
              fullWidth: true,
              required,
              error: Boolean(error),
              helperText: error ?? hint,
              onClick: () => {
                if (!disabled) setOpen(true);
              },
            },
            mobilePaper: { sx: { width: DATE_PICKER.dialogWidth, maxWidth: '100%' } },
            actionBar: { actions: required ? ['cancel', 'accept'] : ['clear', 'cancel', 'accept'] },
          }}
        />
      </ThemeProvider>
    </LocalizationProvider>
  );
}
