import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAuthImage } from '../../components/fields/use-auth-image';
import { PageLoader } from '../../components/PageLoader';
import { PrintStyles } from '../../components/PrintStyles';
import { AdmitCardSheet, AdmitCardStyles } from './AdmitCardSheet';
import { AppLogo } from '../../components/AppLogo';
import { examPrintoutsApi, printoutKeys } from './exam-printouts-api';
import { registerExamPrintoutLabels } from './exam-printouts-i18n';
import { usePrintText } from './print-text';
import { PrintToolbar } from './PrintToolbar';

registerExamPrintoutLabels();

/**
 * /manager/exam-admit-card — کارت ورود به جلسه for every student of a classroom, or everyone seated
 * in a venue: on A5 (two cards to an A4 sheet) or A4. The choice stays in the address
 * (?classroom= or ?venue=, &paper=a4).
 */
export default function ExamAdmitCardPage() {
  const { t, digits } = usePrintText();
  const [search, setSearch] = useSearchParams();
  const classroomId = Number(search.get('classroom')) || null;
  const venueId = classroomId ? null : Number(search.get('venue')) || null;
  const by = search.get('by') === 'venue' || venueId ? 'venue' : 'classroom';
  const half = search.get('paper') !== 'a4';
  const options = useQuery({ queryKey: printoutKeys.options, queryFn: examPrintoutsApi.options });
  const cards = useQuery({
    queryKey: printoutKeys.admitCards(classroomId, venueId),
    queryFn: () => examPrintoutsApi.admitCards(classroomId ? { classroomId } : { venueId: venueId! }),
    enabled: Boolean(classroomId || venueId),
  });
  const logoSrc = useAuthImage(options.data?.school.logo);
  const set = (changes: Record<string, string | null>) => {
    const query = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) query.set(key, value);
      else query.delete(key);
    }
    setSearch(query, { replace: true });
  };
  if (options.isPending) return <PageLoader />;
  if (options.isError) return <Alert severity="error">{options.error.message}</Alert>;
  const choices =
    by === 'venue'
      ? options.data.venues.map((v) => ({ id: v.id, label: v.title }))
      : options.data.classrooms.map((c) => ({ id: c.id, label: c.name }));
  const list = cards.data?.cards ?? [];
  const school = options.data.school;
  const logo = school.logo ? (
    logoSrc ? (
      <img className="admit-card__logo" src={logoSrc} alt={school.name} />
    ) : (
      <span className="admit-card__logo" />
    )
  ) : (
    <AppLogo compact size={44} />
  );
  return (
    <Box data-testid="exam-admit-card">
      <PrintStyles />
      {/* A5 cards are printed two to an A4 sheet; margins are smaller so two fit. */}
      <AdmitCardStyles half={half} />
      {half && <GlobalStyles styles={{ '@page': { size: 'A4 portrait', margin: '8mm' } }} />}
      <PrintToolbar
        title={t('pages.examAdmitCard')}
        count={list.length ? t('examPrintouts.cardsCount', { n: digits(list.length) }) : null}
      >
        <TextField
          select
          size="small"
          label={t('examPrintouts.pick.by')}
          value={by}
          onChange={(e) => set({ by: e.target.value, classroom: null, venue: null })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="classroom">{t('examPrintouts.pick.byClassroom')}</MenuItem>
          <MenuItem value="venue">{t('examPrintouts.pick.byVenue')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t(by === 'venue' ? 'examPrintouts.pick.venue' : 'examPrintouts.pick.classroom')}
          value={(by === 'venue' ? venueId : classroomId) ?? ''}
          onChange={(e) =>
            set(
              by === 'venue'
                ? { venue: e.target.value, classroom: null }
                : { classroom: e.target.value, venue: null },
            )
          }
          sx={{ minWidth: 180 }}
          slotProps={{ htmlInput: { 'data-testid': 'pick-cards-of' } }}
        >
          {choices.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {digits(c.label)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('examPrintouts.pick.paper')}
          value={half ? 'a5' : 'a4'}
          onChange={(e) => set({ paper: e.target.value === 'a4' ? 'a4' : null })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="a5">{t('examPrintouts.pick.a5')}</MenuItem>
          <MenuItem value="a4">{t('examPrintouts.pick.a4')}</MenuItem>
        </TextField>
      </PrintToolbar>
      {!classroomId && !venueId && <Alert severity="info">{t('examPrintouts.pick.choose')}</Alert>}
      {cards.isPending && (classroomId || venueId) && <PageLoader />}
      {cards.isError && <Alert severity="error">{cards.error.message}</Alert>}
      {cards.data && !list.length && <Alert severity="info">{t('examPrintouts.admitCard.empty')}</Alert>}
      <Box
        data-testid="admit-cards"
        sx={
          half
            ? {
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                columnGap: 2,
                '@media print': { display: 'block' },
              }
            : undefined
        }
      >
        {cards.data &&
          list.map((card) => (
            <AdmitCardSheet key={card.studentId} card={card} school={cards.data.school} logo={logo} />
          ))}
      </Box>
    </Box>
  );
}
