import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  CORRECTABLE,
  canApplicantCorrect,
  canEnrol,
  decisionRefusal,
  decisionsFrom,
  formatTrackingCode,
  isCampaignOpen,
  normalizeTrackingCode,
  type ApplicationStatus,
} from '../src';

/** Every move a school's decision may make; everything else is refused. */
const ALLOWED: [ApplicationStatus, ApplicationStatus][] = [
  ['submitted', 'reviewing'],
  ['reviewing', 'accepted'],
  ['reviewing', 'rejected'],
  ['accepted', 'reviewing'],
  ['rejected', 'reviewing'],
];

describe('application status transitions', () => {
  const pairs = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));

  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(decisionRefusal(from, to)).toBeNull();
    expect(decisionsFrom(from)).toContain(to);
  });

  it('refuses every other move with a Persian message naming both statuses', () => {
    const refused = pairs.filter(([from, to]) => !ALLOWED.some(([f, t]) => f === from && t === to));
    expect(refused).toHaveLength(APPLICATION_STATUSES.length ** 2 - ALLOWED.length);
    for (const [from, to] of refused) {
      const message = decisionRefusal(from, to);
      expect(message, `${from} → ${to}`).toMatch(/نمی‌توان/);
    }
    expect(decisionRefusal('submitted', 'accepted')).toBe(
      'درخواست «ثبت‌شده» را نمی‌توان به «پذیرفته‌شده» برد.',
    );
  });

  it('never reaches enrolled by a decision, and an enrolled application is final', () => {
    for (const from of APPLICATION_STATUSES) expect(decisionsFrom(from)).not.toContain('enrolled');
    expect(decisionsFrom('enrolled')).toEqual([]);
  });

  it('enrols only an accepted application', () => {
    expect(APPLICATION_STATUSES.filter(canEnrol)).toEqual(['accepted']);
  });

  it('lets the applicant correct only a rejection that opened fields', () => {
    expect(canApplicantCorrect('rejected', ['address'])).toBe(true);
    expect(canApplicantCorrect('rejected', [])).toBe(false);
    for (const status of APPLICATION_STATUSES.filter((s) => s !== 'rejected'))
      expect(canApplicantCorrect(status, ['address'])).toBe(false);
    // The national code finds the application again: never opened for correction.
    expect(CORRECTABLE).not.toContain('nationalCode');
    expect(CORRECTABLE).toContain('reportCard');
  });
});

describe('tracking codes', () => {
  it('reads Persian digits, spaces and dashes, and refuses anything else', () => {
    expect(normalizeTrackingCode('۲۳۴۵ ۶۷۸۹-۲۳۴۵')).toBe('234567892345');
    expect(normalizeTrackingCode('23456789234')).toBeNull();
    expect(normalizeTrackingCode('234567892340')).toBeNull();
    expect(normalizeTrackingCode('<script>')).toBeNull();
  });

  it('is shown in groups of four', () => {
    expect(formatTrackingCode('234567892345')).toBe('2345 6789 2345');
  });
});

describe('campaign window', () => {
  it('is open on both end days and closed outside them', () => {
    const c = { opensOn: '2025-05-01', closesOn: '2025-05-31' };
    expect(isCampaignOpen(c, '2025-05-01')).toBe(true);
    expect(isCampaignOpen(c, '2025-05-31')).toBe(true);
    expect(isCampaignOpen(c, '2025-04-30')).toBe(false);
    expect(isCampaignOpen(c, '2025-06-01')).toBe(false);
  });
});
