/**
 * The sitting (date × session) and venue a printout shows, kept in the address (?date&session&venue)
 * so a printed page can be opened again; without one, the first sitting from today on.
 */
import type { PrintOptions } from '@school/shared';
import { useSearchParams } from 'react-router';
import type { Sitting } from './exam-printouts-api';

const todayIso = () => new Date().toISOString().slice(0, 10);

export function useSittingChoice(options: PrintOptions | undefined) {
  const [search, setSearch] = useSearchParams();
  const date = search.get('date');
  const sessionId = Number(search.get('session')) || null;
  const venueId = Number(search.get('venue')) || null;
  const chosen = options?.sittings.find((s) => s.date === date && s.sessionId === sessionId);
  const sittings = options?.sittings ?? [];
  const fallback = sittings.find((s) => s.date >= todayIso()) ?? sittings[0];
  const current = chosen ?? fallback;
  const sitting: Sitting | null = current
    ? { date: current.date, sessionId: current.sessionId, venueId }
    : null;
  const update = (next: { date?: string; session?: number; venue?: number | null }) => {
    const query = new URLSearchParams(search);
    if (next.date !== undefined) query.set('date', next.date);
    if (next.session !== undefined) query.set('session', String(next.session));
    if (next.venue !== undefined) {
      if (next.venue) query.set('venue', String(next.venue));
      else query.delete('venue');
    }
    setSearch(query, { replace: true });
  };
  return { sitting, update };
}
