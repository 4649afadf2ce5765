import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTable } from '../../components/SimpleTable';
import { usePrintText } from './print-text';
import { PrintSheet } from './PrintSheet';
import { SittingPrintout } from './SittingPrintout';

/** Ruled lines to write on. */
function WritingLines({ count }: { count: number }) {
  return (
    <Box>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} sx={{ borderBottom: 1, borderColor: 'text.disabled', height: 28 }} />
      ))}
    </Box>
  );
}

/**
 * /manager/exam-venue-report-sheet — صورتجلسه: per venue of a sitting, the seated, present and
 * absent counts, lines for incidents and a signature line for each supervisor and the principal.
 */
export default function ExamVenueReportSheetPage() {
  const text = usePrintText();
  const { t, digits } = text;
  return (
    <SittingPrintout
      title={t('pages.examVenueReportSheet')}
      kind="venues"
      testId="exam-venue-report-sheet"
      sheets={(data, logoSrc) =>
        data.venues.map((venue) => {
          const signers = venue.supervisors.length
            ? venue.supervisors.map((s) => t('examPrintouts.sheet.supervisorSign', { name: s.fullName }))
            : [t('examPrintouts.sheet.emptySupervisor'), t('examPrintouts.sheet.emptySupervisor')];
          return (
            <PrintSheet
              key={venue.id}
              testId={`venue-sheet-${venue.id}`}
              school={data.school}
              logoSrc={logoSrc}
              title={`${t('examPrintouts.sheet.title')} «${digits(venue.title)}»`}
              subtitle={text.sitting(data)}
            >
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t('examPrintouts.sheet.intro', {
                  day: text.day(data.date),
                  session: data.sessionTitle,
                  venue: digits(venue.title),
                })}
              </Typography>
              <SimpleTable
                testId={`venue-sheet-counts-${venue.id}`}
                empty=""
                headers={['seated', 'present', 'absent'].map((c) => t(`examPrintouts.sheet.${c}`))}
                rows={[
                  {
                    key: venue.id,
                    cells: [digits(venue.seated), digits(venue.present), digits(venue.absent)],
                  },
                ]}
              />
              <Typography variant="subtitle2" sx={{ mt: 3 }}>
                {t('examPrintouts.sheet.incidents')}
              </Typography>
              <WritingLines count={8} />
              <Stack
                direction="row"
                sx={{ mt: 4, flexWrap: 'wrap', justifyContent: 'space-between', rowGap: 3 }}
                useFlexGap
              >
                {[...signers, t('examPrintouts.sheet.principal')].map((who, i) => (
                  <Box key={i} sx={{ minWidth: 180, textAlign: 'center' }}>
                    <Typography variant="body2">{who}</Typography>
                    <Typography variant="body2" sx={{ mt: 4 }}>
                      {`${t('examPrintouts.signature')}: ……………………`}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </PrintSheet>
          );
        })
      }
    />
  );
}
