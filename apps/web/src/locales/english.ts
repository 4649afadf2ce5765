/**
 * Every English catalogue of the app's parts (`<part>.en.json` beside this file), loaded together
 * the first time English is needed (lib/i18n.ts). The parts register only their Persian texts as
 * their pages load: Persian users, nearly all of them, never download the English ones.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('./*.en.json', {
  eager: true,
  import: 'default',
});

/** `report-cards` → `reportCards`: the key a part's texts sit under. */
const keyOf = (part: string) => part.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The parts' texts under their keys; the entity engine's (entity.en.json) at the top, as in Persian. */
export function englishResources(): Record<string, unknown> {
  const resources: Record<string, unknown> = {};
  for (const [file, texts] of Object.entries(catalogues)) {
    const part = /^\.\/(.+)\.en\.json$/.exec(file)![1]!;
    if (part === 'entity') Object.assign(resources, texts);
    else resources[keyOf(part)] = texts;
  }
  return resources;
}
