import { describe, expect, it } from 'vitest';
import { adminBookingsQuerySchema, dashboardDates, OWNER_CHART_DAYS } from './dashboards';

const firstMessage = (value: unknown) => {
  const result = adminBookingsQuerySchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('dashboardDates', () => {
  it('counts by the IST date: one second before and at midnight of a new month', () => {
    // 18:29:59 UTC is 23:59:59 in India; a second later it is the 1st of December there.
    expect(dashboardDates(new Date('2026-11-30T18:29:59Z'))).toEqual({
      today: '2026-11-30',
      monthStart: '2026-11-01',
      nextMonthStart: '2026-12-01',
      chartFrom: '2026-11-01',
    });
    expect(dashboardDates(new Date('2026-11-30T18:30:00Z'))).toEqual({
      today: '2026-12-01',
      monthStart: '2026-12-01',
      nextMonthStart: '2027-01-01',
      chartFrom: '2026-11-02',
    });
  });

  it('keeps the chart at OWNER_CHART_DAYS days across February of a leap year', () => {
    const dates = dashboardDates(new Date('2028-03-10T06:00:00Z'));
    expect(dates).toEqual({
      today: '2028-03-10',
      monthStart: '2028-03-01',
      nextMonthStart: '2028-04-01',
      chartFrom: '2028-02-10',
    });
    const days = (Date.parse(dates.today) - Date.parse(dates.chartFrom)) / 86_400_000 + 1;
    expect(days).toBe(OWNER_CHART_DAYS);
  });
});

describe('adminBookingsQuerySchema', () => {
  it('takes every field as optional and coerces the paging numbers', () => {
    expect(adminBookingsQuerySchema.parse({})).toEqual({});
    expect(
      adminBookingsQuerySchema.parse({ q: '  Noida ', when: 'past', page: '2', limit: '10' }),
    ).toEqual({ q: 'Noida', when: 'past', page: 2, limit: 10 });
  });

  it('refuses bad values with sentences', () => {
    expect(firstMessage({ when: 'soon' })).toBe("Filter must be 'all', 'upcoming' or 'past'.");
    expect(firstMessage({ limit: '101' })).toBe('limit must be a whole number from 1 to 100.');
    expect(firstMessage({ limit: '0' })).toBe('limit must be a whole number from 1 to 100.');
    expect(firstMessage({ limit: 'ten' })).toBe('limit must be a whole number from 1 to 100.');
    expect(firstMessage({ page: '0' })).toBe('page must be a whole number from 1.');
    expect(firstMessage({ page: '1.5' })).toBe('page must be a whole number from 1.');
    expect(firstMessage({ q: 'x'.repeat(101) })).toBe('Search text is too long.');
    expect(firstMessage({ q: 'a\u0000b' })).toBe(
      'Search text contains characters that are not allowed.',
    );
  });
});
