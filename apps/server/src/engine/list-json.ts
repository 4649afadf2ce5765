/**
 * A list page's items written as the API's JSON text straight from the statement's values.
 *
 * The straightforward path maps a row's values to an object (page-statement.ts), copies it into the
 * API object (serializeRow), adds the titles (withTitles) and has the whole reply stringified: three
 * objects a row built only to be thrown away, and a generic walk of each. For a 100-row students
 * page that was about a third of the server's own work. The writer does the same steps per value,
 * in the same order, with the same functions (servedKeys, apiValue, the columns' decoders), writing
 * each value with JSON.stringify — so the text is byte for byte what JSON.stringify of the object
 * would give (list-json.test.ts compares every entity's pages on both databases).
 *
 * An entity with a multiple reference has no writer: its titles are read by a query of their own
 * (EntityService.present), and its pages take the straightforward path.
 */
import type { EntityBinding } from './binding';
import { contextKey, singleReferences, titleKey } from './list-page';
import { apiValue, servedKeys } from './serialize';

/** Column `i` of a row's values, decoded as the row object would hold it. */
export type DecodeValue = (values: unknown[], i: number) => unknown;

/** One row's values (in select order) → its API object's JSON text. */
export type ItemWriter = (values: unknown[]) => string;

export function itemWriter(
  binding: EntityBinding,
  keys: string[],
  decode: DecodeValue,
): ItemWriter | undefined {
  if (binding.def.fields.some((f) => f.type === 'reference' && f.multiple)) return undefined;
  const at = (key: string) => keys.indexOf(key);
  const served = servedKeys(binding.def).map(({ key, type }) => ({
    key,
    index: at(key),
    type,
    // `"key":` once, not per row.
    prefix: `${JSON.stringify(key)}:`,
  }));
  const references = singleReferences(binding).map((field) => ({
    served: served.findIndex((s) => s.key === field.name),
    title: at(titleKey(field)),
    context: at(contextKey(field)),
    prefix: `${JSON.stringify(field.name)}:`,
  }));
  return (values) => {
    const written: unknown[] = new Array(served.length);
    let json = '{';
    for (let s = 0; s < served.length; s++) {
      const { index, type, prefix } = served[s]!;
      const value = index < 0 ? undefined : decode(values, index);
      const out = type ? apiValue(value, type) : value;
      written[s] = out;
      // JSON.stringify leaves out a key whose value is undefined (a table without `version`).
      if (out === undefined) continue;
      json += (json.length > 1 ? ',' : '') + prefix + JSON.stringify(out);
    }
    // withTitles: a reference with a value gets its title, and its context where it has one.
    let titles = '';
    let contexts = '';
    for (const ref of references) {
      const value = ref.served < 0 ? undefined : written[ref.served];
      if (value === null || value === undefined) continue;
      titles += (titles ? ',' : '') + ref.prefix + JSON.stringify(decode(values, ref.title) ?? null);
      if (ref.context >= 0) {
        contexts += (contexts ? ',' : '') + ref.prefix + JSON.stringify(decode(values, ref.context) ?? null);
      }
    }
    if (titles) json += `${json.length > 1 ? ',' : ''}"_titles":{${titles}}`;
    if (contexts) json += `,"_contexts":{${contexts}}`;
    return `${json}}`;
  };
}
