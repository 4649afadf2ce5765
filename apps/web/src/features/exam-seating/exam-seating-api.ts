/** The seat map's reads and writes (/api/exam-seating); each write answers with the session's map. */
import type { SeatMap, SeatingSlot, StudentSeatDetails } from '@school/shared';
import { api } from '../../lib/api';
import { seatMapPath, studentSeatsPath, type SessionDay } from './exam-seating-queries';

export type {
  SeatMap,
  SeatMapSeat,
  SeatMapStudent,
  SeatMapVenue,
  SeatingSlot,
  StudentSeatDetails,
} from '@school/shared';

type Data<T> = { success: true; data: T };

export {
  seatMapQueryKey,
  slotsQueryKey,
  studentSeatsQueryKey,
  type SessionDay,
} from './exam-seating-queries';

export const examSeatingApi = {
  slots: async () => (await api.request<Data<SeatingSlot[]>>('GET', '/exam-seating/slots')).data,
  session: async (day: SessionDay) => (await api.request<Data<SeatMap>>('GET', seatMapPath(day))).data,
  place: async (day: SessionDay) =>
    (await api.request<Data<SeatMap>>('POST', '/exam-seating/session/place', day)).data,
  move: async (
    day: SessionDay,
    studentId: number,
    target: { venueId: number; row: number; column: number },
  ) =>
    (await api.request<Data<SeatMap>>('POST', '/exam-seating/seats/move', { ...day, studentId, ...target }))
      .data,
  swap: async (seatId: number, otherSeatId: number) =>
    (await api.request<Data<SeatMap>>('POST', '/exam-seating/seats/swap', { seatId, otherSeatId })).data,
  lock: async (seatId: number, locked: boolean) =>
    (await api.request<Data<SeatMap>>('POST', `/exam-seating/seats/${seatId}/lock`, { locked })).data,
  student: async (studentId: number) =>
    (await api.request<Data<StudentSeatDetails>>('GET', studentSeatsPath(studentId))).data,
};
