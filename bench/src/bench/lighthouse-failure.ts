/**
 * Why a Lighthouse run failed, in Lighthouse's own words, for the line a benchmark prints: a run
 * that ends with a runtime error (its code and message), one whose performance category has no
 * score (the metric audits' errors: under load a trace can come back without a paint), or what
 * Lighthouse threw (a LighthouseError's code and its English explanation, else the message).
 */

interface RunOutcome {
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { id: string; score: number | null; errorMessage?: string }>;
}

/** Null for a run that has its score; otherwise what went wrong. */
export function runFailure(lhr: RunOutcome): string | null {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  if (typeof lhr.categories.performance?.score === 'number') return null;
  const errors = Object.values(lhr.audits)
    .filter((a) => a.errorMessage)
    .map((a) => `${a.id}: ${a.errorMessage}`);
  return `no performance score (${errors.length ? errors.slice(0, 3).join('; ') : 'no audit says why'})`;
}

/** A thrown error as one line: Lighthouse's code and explanation when it has them. */
export function thrownReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, friendlyMessage } = error as Error & {
    code?: string;
    friendlyMessage?: string | { formattedDefault?: string };
  };
  const explanation =
    typeof friendlyMessage === 'string' ? friendlyMessage : friendlyMessage?.formattedDefault;
  const parts = [code && code !== error.message ? `${code}: ${error.message}` : error.message];
  if (explanation && explanation !== error.message) parts.push(explanation);
  return `${error.name} ${parts.join(' — ')}`;
}
