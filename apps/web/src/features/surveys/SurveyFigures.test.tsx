import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SurveyFigures } from './SurveyFigures';
import { registerSurveyLabels } from './surveys-i18n';

registerSurveyLabels();

// jsdom has no layout: the chart's resize watcher is a stand-in that never fires.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('SurveyFigures', () => {
  it('says «پاسخ کافی نیست» and shows no figure below five answers', () => {
    renderWithApp(<SurveyFigures report={{ enough: false }} />);
    expect(screen.getByTestId('survey-not-enough').textContent).toContain('پاسخ کافی نیست');
    expect(screen.queryByTestId('survey-figures')).toBeNull();
    expect(screen.queryByTestId('survey-average')).toBeNull();
  });

  it('shows the average, respondents and each question in Persian digits from the fifth answer', () => {
    renderWithApp(
      <SurveyFigures
        report={{
          enough: true,
          respondents: 5,
          answers: 10,
          average: 3.6,
          distribution: [0, 2, 2, 4, 2],
          items: [
            {
              itemId: 1,
              question: 'درس را روشن توضیح می‌دهد.',
              answers: 5,
              average: 3.6,
              distribution: [0, 1, 1, 2, 1],
            },
            {
              itemId: 2,
              question: 'به پرسش‌ها پاسخ می‌دهد.',
              answers: 5,
              average: 3.6,
              distribution: [0, 1, 1, 2, 1],
            },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('survey-average').textContent).toBe('۳٫۶');
    expect(screen.getByTestId('survey-respondents').textContent).toBe('۵');
    expect(screen.getByTestId('survey-items-table').textContent).toContain('درس را روشن توضیح می‌دهد.');
  });
});
