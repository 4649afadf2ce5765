import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PrintOptions } from '@school/shared';
import { usePrintText } from './print-text';
import type { Sitting } from './exam-printouts-api';

/** Picks a sitting that has seats, and (optionally) one venue or all of them. */
export function SittingPicker({
  options,
  sitting,
  onChange,
  venue = 'optional',
}: {
  options: PrintOptions;
  sitting: Sitting | null;
  onChange: (next: { date?: string; session?: number; venue?: number | null }) => void;
  venue?: 'optional' | 'required' | 'none';
}) {
  const { t, day, digits } = usePrintText();
  const value = sitting ? `${sitting.date}|${sitting.sessionId}` : '';
  return (
    <>
      <TextField
        select
        size="small"
        label={t('examPrintouts.pick.sitting')}
        value={value}
        onChange={(e) => {
          const [date, session] = e.target.value.split('|');
          onChange({ date: date!, session: Number(session) });
        }}
        sx={{ minWidth: 240 }}
        slotProps={{ htmlInput: { 'data-testid': 'pick-sitting' } }}
      >
        {options.sittings.map((s) => (
          <MenuItem key={`${s.date}|${s.sessionId}`} value={`${s.date}|${s.sessionId}`}>
            {`${day(s.date)} — ${s.sessionTitle} (${digits(s.seated)})`}
          </MenuItem>
        ))}
      </TextField>
      {venue !== 'none' && (
        <TextField
          select
          size="small"
          label={t('examPrintouts.pick.venue')}
          value={sitting?.venueId ?? (venue === 'required' ? (options.venues[0]?.id ?? '') : '')}
          onChange={(e) => onChange({ venue: Number(e.target.value) || null })}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'pick-venue' } }}
        >
          {venue === 'optional' && <MenuItem value="">{t('examPrintouts.pick.allVenues')}</MenuItem>}
          {options.venues.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {digits(v.title)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
