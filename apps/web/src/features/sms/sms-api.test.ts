import { describe, expect, it } from 'vitest';
import { smsApi, smsLogQuery, type SmsLogFilters } from './sms-api';

const base: SmsLogFilters = {
  page: 2,
  pageSize: 50,
  status: 'all',
  kind: 'all',
  from: null,
  to: null,
  q: '  ',
};

describe('SMS log query', () => {
  it('sends paging and only the filters that narrow', () => {
    expect(smsLogQuery(base)).toBe('page=2&pageSize=50');
    expect(
      smsLogQuery({
        ...base,
        status: 'failed',
        kind: 'absence',
        from: '2026-11-01',
        to: '2026-11-26',
        q: ' ۰۹۱۲ ',
      }),
    ).toBe(
      'page=2&pageSize=50&status=failed&kind=absence&from=2026-11-01&to=2026-11-26&q=%DB%B0%DB%B9%DB%B1%DB%B2',
    );
  });

  it('leaves paging out of the Excel copy', () => {
    expect(smsApi.exportPath(base)).toBe('/sms/messages/export.xlsx');
    expect(smsApi.exportPath({ ...base, status: 'delivered' })).toBe(
      '/sms/messages/export.xlsx?status=delivered',
    );
  });
});
