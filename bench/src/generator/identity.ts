/** Iranian identifiers for generated people and schools: valid, unique, and drawn from the PRNG. */
import { withNationalCheckDigit } from '@school/shared';
import type { Prng } from './prng';

/** Leading digits of national codes issued in a few large cities (the issuing office's code). */
const NATIONAL_CODE_PREFIXES = ['001', '002', '003', '004', '005', '006', '007', '008', '092', '094', '128'];
const MOBILE_PREFIXES = ['0912', '0935', '0919', '0901', '0990', '0937', '0917', '0915', '0938', '0921'];

/** Hands out values never seen before (including values already in the database). */
export class UniqueCodes {
  private readonly taken: Set<string>;

  constructor(existing: Iterable<string> = []) {
    this.taken = new Set(existing);
  }

  /** Draws until `make` produces an unused value; bounded so a full space fails loudly. */
  draw(make: () => string, accept: (value: string) => boolean = () => true): string {
    for (let attempt = 0; attempt < 10_000; attempt++) {
      const value = make();
      if (!this.taken.has(value) && accept(value)) {
        this.taken.add(value);
        return value;
      }
    }
    throw new Error('could not find an unused code in 10,000 attempts');
  }
}

const isRepdigit = (code: string) => /^(\d)\1+$/.test(code);

export function nationalCode(prng: Prng, codes: UniqueCodes): string {
  return codes.draw(
    () => withNationalCheckDigit(prng.pick(NATIONAL_CODE_PREFIXES) + prng.digits(6)),
    (code) => !isRepdigit(code),
  );
}

export function mobile(prng: Prng): string {
  return prng.pick(MOBILE_PREFIXES) + prng.digits(7);
}

export function landline(prng: Prng): string {
  return `021${prng.int(2, 8)}${prng.digits(7)}`;
}

export function postalCode(prng: Prng): string {
  return `${prng.int(1, 9)}${prng.digits(9)}`;
}

/** The Ministry's 8-digit school code. */
export function schoolCode(prng: Prng, codes: UniqueCodes): string {
  return codes.draw(() => `${prng.int(1, 9)}${prng.digits(7)}`);
}
