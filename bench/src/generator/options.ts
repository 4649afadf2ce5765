/** Command-line options shared by `npm run seed:large` and `npm run bench`. */
export const DEFAULT_SCHOOLS = 20;
export const DEFAULT_STUDENTS_PER_SCHOOL = 1200;
export const DEFAULT_SEED = 1404;

export function positiveInt(
  value: string | undefined,
  fallback: number,
  name: string,
  max = 1_000_000,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`${name} must be an integer from 1 to ${max}, got "${value}"`);
  return n;
}
