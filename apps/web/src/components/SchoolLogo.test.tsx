import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { SchoolLogo } from './SchoolLogo';

describe("the report card's logo", () => {
  it("shows the school's logo once it is loaded, keeping its place meanwhile", () => {
    const { rerender } = renderWithApp(<SchoolLogo hasLogo src={undefined} alt="مدرسه نمونه" />);
    expect(screen.getByTestId('report-card-logo').tagName).toBe('SPAN');
    rerender(<SchoolLogo hasLogo src="blob:logo" alt="مدرسه نمونه" />);
    const img = screen.getByRole('img', { name: 'مدرسه نمونه' });
    expect(img.getAttribute('src')).toBe('blob:logo');
  });

  it("shows the app's mark for a school without a logo", () => {
    const { container } = renderWithApp(<SchoolLogo hasLogo={false} src={undefined} alt="مدرسه نمونه" />);
    expect(screen.queryByTestId('report-card-logo')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
