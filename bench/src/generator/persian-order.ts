/**
 * Persian alphabetical order in JavaScript, the same order the server's SQL sort key gives
 * (engine/persian-sql.ts): roll numbers follow the class list as the list page sorts it.
 */
const ALPHABET = 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی';

function key(text: string): number[] {
  return [...text].map((c) => {
    const i = ALPHABET.indexOf(c);
    return i >= 0 ? 0xe000 + i : c === '\u200c' ? 0x20 : c.codePointAt(0)!;
  });
}

export function comparePersian(a: string, b: string): number {
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
  return ka.length - kb.length;
}
