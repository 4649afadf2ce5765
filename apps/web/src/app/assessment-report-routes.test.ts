import { PERMISSIONS } from '@school/shared';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fa from '../locales/fa.json';
import { assessmentReportRoutes } from './assessment-report-routes';

describe('assessment report routes', () => {
  it('each need a real permission and have a menu title in both languages', () => {
    const routes = assessmentReportRoutes();
    expect(routes).toHaveLength(8);
    const keys = new Set(PERMISSIONS.map((p) => p.key));
    for (const route of routes) {
      expect(keys.has(route.meta.action!), route.meta.action).toBe(true);
      const key = route.meta.title!.replace('assessmentReports.pages.', '');
      expect(fa.assessmentReports.pages).toHaveProperty(key);
      expect(en.assessmentReports.pages).toHaveProperty(key);
      expect(route.nav?.group).toBe('reports');
    }
    expect(new Set(routes.map((r) => r.meta.action)).size).toBe(8);
    expect(routes.map((r) => r.path)).toContain('/manager/below-passing-score-threshold-report');
  });
});
