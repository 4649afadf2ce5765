/**
 * Answers to requests the page's inline start-up script sent before the bundle ran (see
 * build/early-start.ts): the API client takes one instead of sending the same request again, once,
 * and only with the token it was sent with.
 */
export interface EarlyRequests {
  token: string;
  answers: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    earlyRequests?: EarlyRequests;
  }
}

/** The early answer to GET `url` sent with `token`, taken (a second request is sent as usual). */
export function takeEarlyAnswer(url: string, token: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.earlyRequests;
  const answer = early?.answers[url];
  if (!early || !answer || early.token !== token) return undefined;
  delete early.answers[url];
  return answer;
}
