/**
 * The year's results page (DOMAIN.md "The year's turn"), in the assessment menu beside the report
 * cards. The make-up exams themselves are the engine's list and form (makeup-exams).
 */
import { lazy } from 'react';
import { ENTITY_SUBJECT } from './entity-routes';
import type { AppRoute } from './routes';

const loadResults = () => import('../features/year-results/YearResultsPage');

/** Menu order: after the assessment group's entity pages. */
const ORDER = 450;

export function yearResultsRoutes(): AppRoute[] {
  return [
    {
      path: '/manager/year-results',
      meta: {
        layout: 'default',
        action: 'year-results.list',
        subject: ENTITY_SUBJECT,
        title: 'pages.yearResults',
      },
      Component: lazy(loadResults),
      nav: { iconName: 'Rule', group: 'assessment', order: ORDER },
      preload: loadResults,
    },
  ];
}
