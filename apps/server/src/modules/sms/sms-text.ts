/** SMS text helpers: placeholders and the number of parts a message costs. */

/** Replaces {name} placeholders; unknown placeholders stay as typed so a mistake is visible. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Persian (UCS-2) messages take 70 characters a part, 67 once split; Latin-only ones 160 and 153. */
export function smsParts(body: string): number {
  const unicode = [...body].some((ch) => ch.charCodeAt(0) > 0x7f);
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  const length = [...body].length;
  return length <= single ? 1 : Math.ceil(length / multi);
}
