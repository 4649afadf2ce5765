import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import type { SeatMap } from './exam-seating-api';
import { registerExamSeatingLabels } from './exam-seating-i18n';
import { classroomLegend, seatsByPlace } from './seat-map-model';
import { VenueSeatMap } from './VenueSeatMap';

registerExamSeatingLabels();

const student = (id: number, fullName: string, classroomId: number, classroom: string) => ({
  id,
  fullName,
  classroomId,
  classroom,
  gradeLevel: 11,
  frontSeat: id === 2,
  examIds: [1],
  courses: ['ریاضی ۲'],
});

const map: SeatMap = {
  date: '2026-12-12',
  session: { id: 1, title: 'صبح' },
  venues: [{ id: 7, title: 'سالن', rows: 2, columns: 3, outOfUse: [{ row: 1, column: 2 }], seats: 5 }],
  // A name as typed, markup and all: shown as text, never as markup.
  students: [student(1, '<b>علی</b> رضایی', 10, '111'), student(2, 'سارا احمدی', 20, '112')],
  seats: [
    { id: 100, venueId: 7, row: 0, column: 0, studentId: 1, examIds: [1], locked: true },
    { id: 101, venueId: 7, row: 0, column: 1, studentId: 2, examIds: [1], locked: false },
  ],
  unseated: [],
  stats: null,
  unavoidableNote: null,
};

function renderMap(onTap = vi.fn(), pickedSeatId: number | null = null) {
  const legend = classroomLegend(map.students);
  renderWithApp(
    <VenueSeatMap
      venue={map.venues[0]!}
      seats={seatsByPlace(map)}
      students={new Map(map.students.map((s) => [s.id, s]))}
      legend={new Map(legend.map((e) => [e.classroomId, e]))}
      pickedSeatId={pickedSeatId}
      onTap={onTap}
      busy={false}
    />,
  );
  return onTap;
}

describe('a venue on the seat map', () => {
  it('names each seat’s student with the classroom, lock and front-row need, as text', () => {
    renderMap();
    expect(screen.getByTestId('seat-1-1').getAttribute('title')).toBe(
      'ردیف ۱، صندلی ۱: <b>علی</b> رضایی · ۱۱۱، قفل',
    );
    expect(screen.getByTestId('seat-1-2').getAttribute('title')).toBe(
      'ردیف ۱، صندلی ۲: سارا احمدی · ۱۱۲، نیازمند ردیف جلو',
    );
    expect(screen.getByTestId('seat-2-1').getAttribute('title')).toBe('ردیف ۲، صندلی ۱: خالی');
    expect(document.querySelector('b')).toBeNull();
    // The legend's marks inside the seats, the lock on the locked one.
    expect(screen.getByTestId('seat-1-1').textContent).toBe('۱');
    expect(screen.getByTestId('seat-1-1').querySelector('[data-testid=seat-locked]')).not.toBeNull();
    expect(screen.getByTestId('seat-1-2').textContent).toBe('۲');
  });

  it('takes taps on usable seats only, and marks the picked seat pressed', () => {
    const onTap = renderMap(vi.fn(), 101);
    expect(screen.getByTestId('seat-1-2').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('seat-1-1').getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByTestId('seat-2-3') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('seat-2-3'));
    expect(onTap).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('seat-2-1'));
    expect(onTap).toHaveBeenCalledWith(map.venues[0], 1, 0, null);
  });
});
