import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';

export interface ResultItem {
  key: string;
  primary: ReactNode;
  /** A message (its digits are shown in the user's language) or a node shown as it is. */
  secondary: ReactNode;
}

/** A file name as typed: left to right (name.jpg), whatever the language around it. */
export const FileName = ({ name }: { name: string }) => <bdi dir="ltr">{name}</bdi>;

/** One section of an upload's outcome (matched, unmatched, rejected...) with its count. */
export function UploadResultList({
  title,
  color,
  items,
  empty,
  testId,
}: {
  title: string;
  color: 'success' | 'warning' | 'error';
  items: readonly ResultItem[];
  empty: string;
  testId: string;
}) {
  const language = useAppLanguage();
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Chip size="small" color={color} label={formatNumber(items.length, language)} />
        </Stack>
        {items.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <List dense disablePadding aria-label={title} sx={{ maxHeight: 360, overflow: 'auto' }}>
            {items.map((item) => (
              <ListItem key={item.key} disableGutters divider data-testid={`${testId}-item`}>
                <ListItemText
                  primary={item.primary}
                  secondary={
                    typeof item.secondary === 'string'
                      ? localizeDigits(item.secondary, language)
                      : item.secondary
                  }
                  slotProps={{ primary: { dir: 'auto', sx: { textAlign: 'start' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
