import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { CountOf } from '@school/shared';
import { SimpleTable } from '../../components/SimpleTable';
import { usePrintText } from './print-text';
import { PrintSheet } from './PrintSheet';
import { SittingPrintout } from './SittingPrintout';

/**
 * /manager/exam-venue-details-report — each venue of a sitting: its supervisors, capacity, seated
 * and empty seats, and how many sit each course and come from each classroom.
 */
export default function ExamVenueDetailsReportPage() {
  const text = usePrintText();
  const { t, digits } = text;
  const counts = (testId: string, heading: string, rows: CountOf[]) => (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <SimpleTable
        testId={testId}
        empty={t('examPrintouts.none')}
        headers={[heading, t('examPrintouts.details.count')]}
        rows={rows.map((r) => ({ key: r.title, cells: [digits(r.title), digits(r.count)] }))}
      />
    </Box>
  );
  return (
    <SittingPrintout
      title={t('pages.examVenueDetailsReport')}
      kind="venues"
      testId="exam-venue-details-report"
      sheets={(data, logoSrc) =>
        data.venues.map((venue) => (
          <PrintSheet
            key={venue.id}
            testId={`venue-details-${venue.id}`}
            school={data.school}
            logoSrc={logoSrc}
            title={`${t('examPrintouts.details.title')} «${digits(venue.title)}»`}
            subtitle={text.sitting(data)}
          >
            <SimpleTable
              testId={`venue-figures-${venue.id}`}
              empty=""
              headers={['supervisors', 'capacity', 'seated', 'empty'].map((c) =>
                t(`examPrintouts.details.${c}`),
              )}
              rows={[
                {
                  key: venue.id,
                  cells: [
                    text.list(venue.supervisors.map((s) => s.fullName)) || t('examPrintouts.none'),
                    digits(venue.capacity),
                    digits(venue.seated),
                    digits(venue.empty),
                  ],
                },
              ]}
            />
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                {counts(`venue-courses-${venue.id}`, t('examPrintouts.details.byCourse'), venue.byCourse)}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {counts(
                  `venue-classrooms-${venue.id}`,
                  t('examPrintouts.details.byClassroom'),
                  venue.byClassroom,
                )}
              </Grid>
            </Grid>
          </PrintSheet>
        ))
      }
    />
  );
}
