import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishResources } from './english';

const src = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
const code = sources(src).map((file) => ({
  file: path.relative(src, file),
  text: readFileSync(file, 'utf8'),
}));

/** The parts whose Persian texts go into the app's catalogue (addTranslations), with their keys. */
const parts = readdirSync(path.join(src, 'locales'))
  .filter((file) => /^[\w-]+\.fa\.json$/.test(file) && file !== 'entity.fa.json')
  .map((file) => file.replace('.fa.json', ''))
  .map((part) => ({ part, key: part.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) }))
  .filter(({ key }) =>
    code.some(({ text }) => new RegExp(`addTranslations\\('fa', \\{[^}]*\\b${key}\\b`).test(text)),
  );

describe('the English catalogues of the app’s parts', () => {
  it('are loaded only with English: no module imports one of them', () => {
    expect(parts.length).toBeGreaterThan(10);
    for (const { part } of [...parts, { part: 'entity' }]) {
      const importers = code.filter(({ text }) => text.includes(`locales/${part}.en.json'`));
      expect({ part, importers: importers.map(({ file }) => file) }).toEqual({ part, importers: [] });
    }
  });

  it('sit under the key of the part’s Persian texts (report-cards → reportCards), the engine’s at the top', () => {
    const resources = englishResources();
    for (const { part, key } of parts) expect(resources, part).toHaveProperty(key);
    expect(resources).toHaveProperty('table');
  });
});
