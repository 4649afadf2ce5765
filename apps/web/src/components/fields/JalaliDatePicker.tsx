import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { faIR as pickersFa } from '@mui/x-date-pickers/locales';
import { enUS as jalaliEn } from 'date-fns-jalali/locale/en-US';
import { faIR as jalaliFa } from 'date-fns-jalali/locale/fa-IR';
import { useTranslation } from 'react-i18next';
import { DATE_PICKER } from '../../lib/app-config';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { InputProps } from './input-props';
import { dateToIso, isoToDate, jalaliText, readTypedJalali, yearsBefore } from './jalali-date-value';
import { AdapterDateFnsJalaliPersianDigits } from './persian-digits-adapter';

/** The picker in the spec's colour, whatever the user's primary colour is. */
const pickerTheme = (outer: Theme): Theme => ({
  ...outer,
  palette: { ...outer.palette, primary: outer.palette.augmentColor({ color: { main: DATE_PICKER.color } }) },
});

/** The spec's dialog width (section 9), for the dialog and the calendar views inside it. */
const DIALOG_WIDTH_SX = {
  '& .MuiDialog-paper': {
    width: DATE_PICKER.dialogWidth,
    minWidth: DATE_PICKER.dialogWidth,
    maxWidth: '100%',
  },
  '& .MuiDateCalendar-root, & .MuiYearCalendar-root, & .MuiMonthCalendar-root': {
    width: DATE_PICKER.dialogWidth,
  },
} as const;

/** By JavaScript's getDay(): Sunday first. */
const PERSIAN_WEEKDAY_INITIALS = ['ی', 'د', 'س', 'چ', 'پ', 'ج', 'ش'];

export interface JalaliDatePickerProps extends InputProps<string | null> {
  /**
   * An empty field's calendar opens this many years back, on the year list (a student's birth
   * date: some 14 years before today), instead of on today's month.
   */
  yearsBack?: number;
  /**
   * A form that validates the value itself gets a typed text that is not a date as it is (its
   * schema refuses it); elsewhere only whole dates and null reach onChange.
   */
  passInvalidText?: boolean;
}

/**
 * Jalali date input: typed (۱۳۹۰/۰۵/۱۲, 1390/5/12, any digits) or picked from the calendar behind
 * the button, in a 316 px dialog where OK confirms (no auto-submit). The value is the Gregorian ISO
 * date the API expects, or null. A typed text that is no date keeps showing, with a Persian message.
 */
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
  yearsBack,
  passInvalidText = false,
}: JalaliDatePickerProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [open, setOpen] = useState(false);
  // What the user is typing; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const [showProblem, setShowProblem] = useState(false);
  const typed = draft === null ? null : readTypedJalali(draft);
  const problem = showProblem && typed?.kind === 'invalid' ? t('datePicker.invalid') : undefined;
  const isoValue = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

  const type = (text: string) => {
    setDraft(text);
    setShowProblem(false);
    const read = readTypedJalali(text);
    if (read.kind === 'date') onChange(read.iso);
    else if (read.kind === 'empty') onChange(null);
    else if (passInvalidText) onChange(text);
  };
  const leave = () => {
    // A whole date is written back in its full form; a text that is no date stays, marked.
    if (typed?.kind === 'invalid') setShowProblem(true);
    else setDraft(null);
    onBlur?.();
  };
  const pick = (date: Date | null) => {
    setDraft(null);
    setShowProblem(false);
    onChange(dateToIso(date));
  };

  const shown = draft === null ? jalaliText(isoValue, language) : localizeDigits(draft, language);
  return (
    <>
      <TextField
        name={name}
        label={label}
        value={shown}
        onChange={(e) => type(e.target.value)}
        onBlur={leave}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && typed?.kind === 'invalid') setShowProblem(true);
        }}
        disabled={disabled}
        required={required}
        fullWidth
        error={Boolean(problem ?? error)}
        helperText={problem ?? error ?? hint}
        placeholder={t('datePicker.placeholder')}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 16 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  onClick={() => setOpen(true)}
                  disabled={disabled}
                  aria-label={t('datePicker.openCalendar', { label })}
                  data-testid={`date-open-${name}`}
                >
                  <CalendarMonth fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {open && (
        <CalendarDialog
          value={isoValue}
          required={required}
          yearsBack={yearsBack}
          onPick={pick}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * The calendar in its dialog, mounted only while open. It holds the day being chosen itself, so the
 * field's value changes only when OK (or clear) confirms it.
 */
function CalendarDialog({
  value,
  required,
  yearsBack,
  onPick,
  onClose,
}: {
  value: string | null;
  required?: boolean;
  yearsBack?: number;
  onPick: (date: Date | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [chosen, setChosen] = useState<Date | null>(() => isoToDate(value));
  const fromYears = !value && yearsBack !== undefined;
  return (
    <LocalizationProvider
      dateAdapter={language === 'fa' ? AdapterDateFnsJalaliPersianDigits : AdapterDateFnsJalali}
      adapterLocale={language === 'fa' ? jalaliFa : jalaliEn}
      localeText={{
        ...(language === 'fa' ? pickersFa.components.MuiLocalizationProvider.defaultProps.localeText : {}),
        okButtonLabel: t('confirm.ok'),
        cancelButtonLabel: t('confirm.cancel'),
        clearButtonLabel: t('datePicker.clear'),
      }}
    >
      <ThemeProvider theme={pickerTheme}>
        <MobileDatePicker
          open
          onClose={onClose}
          value={chosen}
          onChange={setChosen}
          onAccept={onPick}
          closeOnSelect={false}
          views={['year', 'month', 'day']}
          openTo={fromYears ? 'year' : 'day'}
          referenceDate={fromYears ? yearsBefore(new Date(), yearsBack) : undefined}
          // Iranian calendars head their columns with the weekday initials ش ی د س چ پ ج.
          dayOfWeekFormatter={
            language === 'fa' ? (date) => PERSIAN_WEEKDAY_INITIALS[date.getDay()]! : undefined
          }
          enableAccessibleFieldDOMStructure={false}
          // yyy: a 4-digit year whose token declares its length (needed with Persian digits).
          format="yyy/MM/dd"
          slotProps={{
            // The calendar's own field stays out of sight: the typed field stands for it.
            textField: { sx: { display: 'none' }, inputProps: { tabIndex: -1, 'aria-hidden': true } },
            // MUI's dialog keeps a 320 px minimum (and its calendar views 320 px) with selectors that
            // outrank the paper's own sx: set both from the dialog's sx, which wins over them.
            dialog: { sx: DIALOG_WIDTH_SX },
            actionBar: { actions: required ? ['cancel', 'accept'] : ['clear', 'cancel', 'accept'] },
          }}
        />
      </ThemeProvider>
    </LocalizationProvider>
  );
}
