import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { registerEntityLabels } from '../entity/entity-labels';
import { renderWithApp } from '../../test/render';
import SeatGridInput from './SeatGridInput';

registerEntityLabels();

function Harness({ rows, columns, initial }: { rows: string; columns: string; initial: string }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <SeatGridInput
        name="outOfUseSeats"
        label="صندلی‌های خارج از استفاده"
        value={value}
        onChange={setValue}
        values={{ seatRows: rows, seatColumns: columns }}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('the seat grid of a venue', () => {
  it('puts a tapped seat out of use and back, keeping the codes sorted', () => {
    renderWithApp(<Harness rows="۲" columns="3" initial="2-3" />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(6);
    expect(screen.getByTestId('seat-2-3').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('seat-1-2'));
    expect(screen.getByTestId('value').textContent).toBe('1-2 2-3');
    expect(screen.getByTestId('seat-grid-capacity').textContent).toContain('۴');
    fireEvent.click(screen.getByTestId('seat-2-3'));
    expect(screen.getByTestId('value').textContent).toBe('1-2');
    expect(screen.getByRole('gridcell', { name: 'ردیف ۱، ستون ۲، خارج از استفاده' })).toBeTruthy();
  });

  it('waits for the numbers of rows and columns before showing seats', () => {
    renderWithApp(<Harness rows="" columns="40" initial="" />);
    expect(screen.queryByTestId('seat-grid')).toBeNull();
  });
});
