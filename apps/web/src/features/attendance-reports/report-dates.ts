/** Default range of the report pages: the last 30 days up to today, as ISO dates in Tehran. */
export function isoDay(date: Date, timeZone = 'Asia/Tehran'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

export function defaultRange(now = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - 29 * 86_400_000)), to: isoDay(now) };
}
