/** The exam printouts' reads and the absentee mark (/api/exam-printouts). */
import type { AbsenceResult, AdmitCards, PrintOptions, SittingSeats, SittingSummary } from '@school/shared';
import { api } from '../../lib/api';
import { sendOrQueue, type SendResult } from '../../pwa/outbox';

type Data<T> = { success: true; data: T };

export interface Sitting {
  date: string;
  sessionId: number;
  venueId?: number | null;
}

const sittingSearch = ({ date, sessionId, venueId }: Sitting) =>
  `date=${date}&sessionId=${sessionId}${venueId ? `&venueId=${venueId}` : ''}`;

const get = async <T>(path: string) => (await api.request<Data<T>>('GET', path)).data;

export const examPrintoutsApi = {
  options: () => get<PrintOptions>('/exam-printouts/options'),
  admitCards: (of: { classroomId: number } | { venueId: number }) =>
    get<AdmitCards>(
      `/exam-printouts/admit-cards?${'classroomId' in of ? `classroomId=${of.classroomId}` : `venueId=${of.venueId}`}`,
    ),
  seats: (sitting: Sitting) => get<SittingSeats>(`/exam-printouts/seats?${sittingSearch(sitting)}`),
  venues: (sitting: Sitting) => get<SittingSummary>(`/exam-printouts/venues?${sittingSearch(sitting)}`),
  /** Sends the mark now, or keeps it in the offline outbox (a repeated mark changes nothing). */
  markAbsent: (seatId: number, absent: boolean, label: string) => {
    const clientId = crypto.randomUUID();
    return sendOrQueue<Data<AbsenceResult>>({
      clientId,
      kind: 'exam-absentees',
      method: 'PUT',
      path: `/exam-printouts/seats/${seatId}/absent`,
      label,
      body: { clientId, absent },
    }) as Promise<SendResult<Data<AbsenceResult>>>;
  },
};

export const printoutKeys = {
  options: ['exam-printouts', 'options'] as const,
  admitCards: (classroomId: number | null, venueId: number | null) =>
    ['exam-printouts', 'admit-cards', classroomId, venueId] as const,
  seats: (s: Sitting) => ['exam-printouts', 'seats', s.date, s.sessionId, s.venueId ?? null] as const,
  venues: (s: Sitting) => ['exam-printouts', 'venues', s.date, s.sessionId, s.venueId ?? null] as const,
};
