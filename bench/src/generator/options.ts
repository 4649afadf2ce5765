/** Command-line options shared by `npm run seed:large` and the benches. */
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

/** The network-size options of the commands, for `parseArgs`. */
export const NETWORK_SIZE_ARGS = {
  schools: { type: 'string' },
  'students-per-school': { type: 'string' },
  seed: { type: 'string' },
} as const;

/** The network size from parsed `NETWORK_SIZE_ARGS`, defaults filled in. */
export function networkSize(values: { schools?: string; 'students-per-school'?: string; seed?: string }) {
  return {
    schools: positiveInt(values.schools, DEFAULT_SCHOOLS, '--schools', 1000),
    studentsPerSchool: positiveInt(
      values['students-per-school'],
      DEFAULT_STUDENTS_PER_SCHOOL,
      '--students-per-school',
      9999,
    ),
    seed: positiveInt(values.seed, DEFAULT_SEED, '--seed', 2 ** 31),
  };
}
