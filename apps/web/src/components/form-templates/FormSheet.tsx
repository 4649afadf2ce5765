import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { formTemplateSegments, type FormTemplateValues } from '@school/shared';
import { SchoolLogo } from '../SchoolLogo';

export interface FormSheetTemplate {
  title: string;
  body: string;
  signature: string | null;
}

/** An empty value leaves a line to write on by hand (a student without a recorded father's name). */
const BLANK = '……………';

/**
 * A form filled for one student: plain text with the values put in as text nodes — never parsed as
 * markup, whatever a name or the template contains — and the template's lines kept. `highlight`
 * marks the filled values (the editor's preview); printed, they are only set in bold.
 */
export function FormText({
  text,
  values,
  highlight = false,
}: {
  text: string;
  values: Partial<FormTemplateValues>;
  highlight?: boolean;
}) {
  return formTemplateSegments(text, values).map((segment, i) =>
    segment.kind === 'text' ? (
      segment.text
    ) : (
      <Box
        component="span"
        key={i}
        data-placeholder={segment.name}
        sx={(theme) => ({
          fontWeight: 600,
          ...(highlight && { bgcolor: alpha(theme.palette.primary.main, 0.12), borderRadius: 0.5, px: 0.25 }),
        })}
      >
        {segment.text || BLANK}
      </Box>
    ),
  );
}

/**
 * One A4 page of a form: the school's logo and name, the title, the text and, at the end side, the
 * signature.
 */
export function FormSheet({
  template,
  values,
  schoolName,
  logo,
  highlight,
}: {
  template: FormSheetTemplate;
  values: Partial<FormTemplateValues>;
  schoolName: string;
  /** The school's logo (an object URL, see useAuthImage) or null when it has none. */
  logo: { src: string | undefined } | null;
  highlight?: boolean;
}) {
  return (
    <Box
      data-testid="form-sheet"
      sx={{
        bgcolor: '#fff',
        color: '#1f1f1f',
        p: { xs: 2.5, sm: 5 },
        minHeight: { sm: '260mm' },
        display: 'flex',
        flexDirection: 'column',
        '@media print': { p: 0, minHeight: '270mm' },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 4 }}>
        <SchoolLogo hasLogo={logo !== null} src={logo?.src} alt={schoolName} size={56} />
        <Typography sx={{ fontWeight: 700, fontSize: 17, color: 'inherit' }}>{schoolName}</Typography>
      </Stack>
      <Typography
        component="h2"
        sx={{ textAlign: 'center', fontWeight: 800, fontSize: 22, mb: 4, color: 'inherit' }}
        data-testid="form-sheet-title"
      >
        {template.title}
      </Typography>
      <Typography
        component="div"
        data-testid="form-sheet-body"
        sx={{ whiteSpace: 'pre-wrap', textAlign: 'justify', lineHeight: 2.4, fontSize: 16, color: 'inherit' }}
      >
        <FormText text={template.body} values={values} highlight={highlight} />
      </Typography>
      {template.signature && (
        <Typography
          component="div"
          data-testid="form-sheet-signature"
          sx={{
            whiteSpace: 'pre-wrap',
            textAlign: 'center',
            lineHeight: 2.2,
            fontSize: 15,
            mt: 8,
            marginInlineStart: 'auto',
            minWidth: '40%',
            color: 'inherit',
          }}
        >
          <FormText text={template.signature} values={values} highlight={highlight} />
        </Typography>
      )}
    </Box>
  );
}
