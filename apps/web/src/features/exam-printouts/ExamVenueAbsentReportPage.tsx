import Typography from '@mui/material/Typography';
import { SimpleTable } from '../../components/SimpleTable';
import { usePrintText } from './print-text';
import { PrintSheet } from './PrintSheet';
import { SittingPrintout } from './SittingPrintout';

/** /manager/exam-venue-absent-report — the absentees the supervisors marked, venue by venue. */
export default function ExamVenueAbsentReportPage() {
  const text = usePrintText();
  const { t, digits } = text;
  return (
    <SittingPrintout
      title={t('pages.examVenueAbsentReport')}
      kind="seats"
      testId="exam-venue-absent-report"
      sheets={(data, logoSrc) =>
        data.venues.map((venue) => {
          const absent = venue.seats.filter((s) => s.absent);
          return (
            <PrintSheet
              key={venue.id}
              testId={`venue-absent-${venue.id}`}
              school={data.school}
              logoSrc={logoSrc}
              title={`${t('examPrintouts.absentReport.title')} «${digits(venue.title)}»`}
              subtitle={text.sitting(data)}
            >
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('examPrintouts.absentReport.count', { n: digits(absent.length) })}
              </Typography>
              <SimpleTable
                testId={`venue-absent-table-${venue.id}`}
                empty={t('examPrintouts.absentReport.empty')}
                headers={['number', 'seatCode', 'fullName', 'classroom', 'course'].map((c) =>
                  t(`examPrintouts.${c}`),
                )}
                rows={absent.map((seat, i) => ({
                  key: seat.seatId,
                  cells: [
                    digits(i + 1),
                    text.seat(seat),
                    seat.fullName,
                    digits(seat.classroom ?? t('examPrintouts.none')),
                    text.list(seat.courses),
                  ],
                }))}
              />
            </PrintSheet>
          );
        })
      }
    />
  );
}
