import Typography from '@mui/material/Typography';
import { SimpleTable } from '../../components/SimpleTable';
import { usePrintText } from './print-text';
import { PrintSheet } from './PrintSheet';
import { SittingPrintout } from './SittingPrintout';

/**
 * /manager/exam-seat-report — each venue's door list for a sitting: seat, full name, classroom and
 * course, front row first; one A4 sheet per venue.
 */
export default function ExamSeatReportPage() {
  const text = usePrintText();
  const { t, digits } = text;
  return (
    <SittingPrintout
      title={t('pages.examSeatReport')}
      kind="seats"
      testId="exam-seat-report"
      sheets={(data, logoSrc) =>
        data.venues.map((venue) => (
          <PrintSheet
            key={venue.id}
            testId={`door-list-${venue.id}`}
            school={data.school}
            logoSrc={logoSrc}
            title={`${t('examPrintouts.seatReport.title')} «${digits(venue.title)}»`}
            subtitle={text.sitting(data)}
          >
            <Typography variant="body2" sx={{ mb: 1 }}>
              {[
                venue.supervisors.length
                  ? t('examPrintouts.seatReport.supervisors', {
                      names: text.list(venue.supervisors.map((s) => s.fullName)),
                    })
                  : null,
                t('examPrintouts.seatReport.seated', { n: digits(venue.seats.length) }),
              ]
                .filter(Boolean)
                .join(' — ')}
            </Typography>
            <SimpleTable
              testId={`door-list-table-${venue.id}`}
              empty={t('examPrintouts.seatReport.empty')}
              headers={['seatCode', 'fullName', 'classroom', 'course'].map((c) => t(`examPrintouts.${c}`))}
              rows={venue.seats.map((seat) => ({
                key: seat.seatId,
                cells: [
                  text.seat(seat),
                  seat.fullName,
                  digits(seat.classroom ?? t('examPrintouts.none')),
                  text.list(seat.courses),
                ],
              }))}
            />
          </PrintSheet>
        ))
      }
    />
  );
}
