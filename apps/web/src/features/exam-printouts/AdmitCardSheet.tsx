import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import type { AdmitCard, PrintSchool } from '@school/shared';
import { memo, type ReactNode } from 'react';
import { useAuthImage } from '../../components/fields/use-auth-image';
import { usePrintText } from './print-text';

/**
 * A whole school's cards (1,200 and more) are printed at once: each card is plain elements styled
 * by these classes, written once for the page, since a component library's element per cell costs
 * tens of seconds at that count on a school's computer.
 */
export function AdmitCardStyles({ half }: { half: boolean }) {
  return (
    <GlobalStyles
      styles={(theme: Theme) => ({
        '.admit-card': {
          background: theme.palette.background.paper,
          color: theme.palette.text.primary,
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: 4,
          padding: half ? 12 : 24,
          marginBottom: 16,
          breakInside: 'avoid',
          fontSize: 14,
          lineHeight: 1.6,
        },
        '.admit-card__head': { display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 },
        '.admit-card__logo': { width: 44, height: 44, objectFit: 'contain', flexShrink: 0 },
        '.admit-card__titles': { flex: 1, minWidth: 0, textAlign: 'center' },
        '.admit-card__titles h2': { margin: 0, fontSize: 17, fontWeight: 700 },
        '.admit-card__person': { display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 8 },
        '.admit-card__photo': {
          width: 72,
          height: 96,
          flexShrink: 0,
          objectFit: 'cover',
          border: `1px solid ${theme.palette.divider}`,
        },
        '.admit-card__fields': {
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          gap: '2px 12px',
        },
        '.admit-card__name': { gridColumn: '1 / -1', fontWeight: 700, fontSize: 16 },
        '.admit-card__label': { color: theme.palette.text.secondary },
        '.admit-card__seats': { overflowX: 'auto' },
        '.admit-card table': { width: '100%', borderCollapse: 'collapse', fontSize: 13 },
        '.admit-card th, .admit-card td': {
          borderBottom: `1px solid ${theme.palette.divider}`,
          padding: '4px 6px',
          textAlign: 'start',
          whiteSpace: 'nowrap',
        },
        '.admit-card__foot': {
          display: 'flex',
          justifyContent: 'space-between',
          gap: 16,
          marginTop: 8,
          fontSize: 12,
        },
        '@media print': {
          '.admit-card': half
            ? { height: '136mm', overflow: 'hidden', margin: 0, borderRadius: 0 }
            : { border: 'none', padding: 0, margin: 0, breakAfter: 'page' },
          ...(half ? { '.admit-card:nth-of-type(2n)': { breakAfter: 'page' } } : {}),
        },
      })}
    />
  );
}

function Photo({ url, alt }: { url: string | null; alt: string }) {
  const src = useAuthImage(url);
  return src ? (
    <img className="admit-card__photo" src={src} alt={alt} />
  ) : (
    <div className="admit-card__photo" />
  );
}

/** One student's admit card: photo, names, national code, classroom and every exam's seat. */
export const AdmitCardSheet = memo(function AdmitCardSheet({
  card,
  school,
  logo,
}: {
  card: AdmitCard;
  school: PrintSchool;
  /** The school's logo (or the app's mark), drawn once by the page and repeated on every card. */
  logo: ReactNode;
}) {
  const text = usePrintText();
  const { t, digits } = text;
  const field = (label: string, value: string) => (
    <div>
      <span className="admit-card__label">{`${label}: `}</span>
      {value}
    </div>
  );
  return (
    <section className="admit-card" data-testid={`admit-card-${card.studentId}`}>
      <div className="admit-card__head">
        {logo}
        <div className="admit-card__titles">
          <div>{digits(school.name)}</div>
          <h2>{t('examPrintouts.admitCard.title')}</h2>
          <div>{digits(school.year)}</div>
        </div>
      </div>
      <div className="admit-card__person">
        <Photo url={card.photo} alt={card.fullName} />
        <div className="admit-card__fields">
          <div className="admit-card__name">{card.fullName}</div>
          {field(t('examPrintouts.admitCard.fatherName'), card.fatherName ?? t('examPrintouts.none'))}
          {field(t('examPrintouts.admitCard.nationalCode'), digits(card.nationalCode))}
          {field(t('examPrintouts.classroom'), digits(card.classroom ?? t('examPrintouts.none')))}
        </div>
      </div>
      <div className="admit-card__seats">
        {card.seats.length ? (
          <table data-testid={`admit-card-seats-${card.studentId}`}>
            <thead>
              <tr>
                <th>{t('examPrintouts.admitCard.date')}</th>
                <th>{t('examPrintouts.admitCard.session')}</th>
                <th>{t('examPrintouts.admitCard.start')}</th>
                <th>{t('examPrintouts.admitCard.venue')}</th>
                <th>{t('examPrintouts.course')}</th>
                <th>{t('examPrintouts.seatCode')}</th>
              </tr>
            </thead>
            <tbody>
              {card.seats.map((s) => (
                <tr key={`${s.date}-${s.sessionTitle}`}>
                  <td>{text.day(s.date)}</td>
                  <td>{s.sessionTitle}</td>
                  <td>{digits(s.startTime)}</td>
                  <td>{digits(s.venueTitle)}</td>
                  <td>{text.list(s.courses) || t('examPrintouts.none')}</td>
                  <td>{text.seat(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div data-testid={`admit-card-seats-${card.studentId}`}>{t('examPrintouts.admitCard.noSeats')}</div>
        )}
      </div>
      <div className="admit-card__foot">
        <span>{t('examPrintouts.admitCard.note')}</span>
        <span style={{ flexShrink: 0 }}>{t('examPrintouts.admitCard.stamp')}</span>
      </div>
    </section>
  );
});
