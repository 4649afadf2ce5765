/**
 * Build step: which chunk each module of the app goes to, so that any signed-in page opens with a
 * handful of script requests rather than dozens (on HTTP/1.1 a browser fetches six files of a
 * host at a time, and each small chunk costs a round trip of its own):
 *
 * - the start-up (everything main.tsx imports) is one chunk, `core` (the bundler's own group);
 * - what the login page shares with any other page or the signed-in layout is `public`, what the
 *   other pages of signed-out visitors (landing, news, error pages) share with signed-in code is
 *   `visitor`, and what they share among themselves `visitor-pages`: the login page loads only
 *   the first, every signed-in page the first two;
 * - the signed-in layout, and whatever signed-in pages of two or more features share, is `app`,
 *   except the big libraries only some pages use (a form's, charts, the date picker), which have
 *   a chunk each, with whatever uses them;
 * - what one page alone uses stays in that page's chunk, what pages of one feature share goes to a
 *   chunk named after the feature, and what is only ever loaded on demand (a menu, toasts) to
 *   chunks of its own.
 * A signed-in page then loads core, public, visitor, app, its page (and a form's or the charts'
 * chunk when it has one): the route table's preload lists name them all at once, so nothing waits
 * on another. The plan names start-up modules too; the core group's higher priority keeps those
 * it takes.
 */

/** The bundler's module graph as the plan needs it. */
export interface ModuleGraph {
  /** Static imports of a module. */
  imports(id: string): readonly string[];
  /** Its dynamic `import()`s. */
  lazyImports(id: string): readonly string[];
}

export interface ChunkPlanInput {
  /** main.tsx: its static imports are the start-up, left to the `core` group. */
  startUp: string;
  /** The login page: what it loads is budgeted, so it shares a chunk with no other visitor page. */
  loginPage: string;
  /** A page a signed-out visitor can open (the login page among them). */
  isSignedOutPage(id: string): boolean;
  /** The signed-in layout's module (loaded on demand by the start-up). */
  signedInLayout: string;
  /** Route tables: their dynamic imports are the pages. */
  isRouteTable(id: string): boolean;
  /** Libraries (or parts of the app) too big to load on every signed-in page: name and test. */
  heavy: readonly { name: string; test: RegExp }[];
  /** A module that re-exports others (an index): importing it says nothing of what is used. */
  isBarrel(id: string): boolean;
  /** A third-party module (under node_modules). */
  isLibrary(id: string): boolean;
}

export const PUBLIC_CHUNK = 'public';
export const VISITOR_CHUNK = 'visitor';
export const VISITOR_PAGES_CHUNK = 'visitor-pages';
export const APP_CHUNK = 'app';

/**
 * Every module `ids` import statically, directly or through each other (themselves included); the
 * imports of a module `stop` says yes to are not followed.
 */
export function staticClosure(
  graph: ModuleGraph,
  ids: readonly string[],
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!stop(id)) stack.push(...graph.imports(id));
  }
  return seen;
}

/** The pages: what the start-up's route tables import on demand (the signed-in layout aside). */
export function pageEntries(graph: ModuleGraph, input: ChunkPlanInput, startUp: Set<string>): string[] {
  const entries = new Set<string>();
  for (const id of startUp) {
    if (!input.isRouteTable(id)) continue;
    for (const page of graph.lazyImports(id)) if (page !== input.signedInLayout) entries.add(page);
  }
  return [...entries];
}

/** The feature a page belongs to: its folder under features/ (or the page itself, elsewhere). */
const featureOf = (page: string) => /[\\/]features[\\/]([\w-]+)[\\/]/.exec(page)?.[1] ?? page;

/** The entries whose static imports reach each module (not going into a module `stop` names). */
function usersOf(graph: ModuleGraph, entries: readonly string[], stop?: (id: string) => boolean) {
  const users = new Map<string, string[]>();
  for (const entry of entries)
    for (const id of staticClosure(graph, [entry], stop)) {
      const list = users.get(id);
      if (list) list.push(entry);
      else users.set(id, [entry]);
    }
  return users;
}

/** The chunk name of each module the plan places; the others are left to automatic splitting. */
export function planChunks(graph: ModuleGraph, input: ChunkPlanInput): Map<string, string> {
  const startUp = staticClosure(graph, [input.startUp]);
  const entries = [
    ...new Set([input.loginPage, input.signedInLayout, ...pageEntries(graph, input, startUp)]),
  ];
  const signedOutPages = entries.filter((entry) => input.isSignedOutPage(entry));
  const signedOut = new Set(signedOutPages);
  // Who needs each module: the entries (pages, the signed-in layout) whose static imports reach
  // it. A barrel of the start-up's (the shared package's index, MUI's utilities) is imported for a
  // few names, and the rest of what it re-exports is left out of the start-up: `reach` goes
  // through such barrels, `direct` does not. The app's own modules are placed by `direct`. A
  // library's count as used by any signed-out page that reaches them through the library's own
  // barrels (which the app cannot see into), though not through the app's (its registry's form
  // schemas, which the login page leaves alone).
  const startUpBarrel = (id: string) => startUp.has(id) && input.isBarrel(id);
  const direct = usersOf(graph, entries, startUpBarrel);
  const reach = usersOf(graph, entries);
  const signedOutReach = usersOf(graph, signedOutPages, (id) => startUpBarrel(id) && !input.isLibrary(id));
  const plan = new Map<string, string>();
  for (const [id, reachedBy] of reach) {
    const users = direct.get(id) ?? [];
    const signedOutUsers = input.isLibrary(id)
      ? (signedOutReach.get(id) ?? [])
      : users.filter((entry) => signedOut.has(entry));
    const signedInUsers = users.filter((entry) => !signedOut.has(entry));
    const signedInReach = reachedBy.some((entry) => !signedOut.has(entry));
    if (signedOutUsers.length) {
      if (signedOutUsers.includes(input.loginPage)) {
        if (signedOutUsers.length > 1 || signedInReach) plan.set(id, PUBLIC_CHUNK);
      } else if (signedInReach) plan.set(id, VISITOR_CHUNK);
      // What only visitor pages share (the landing page's header, the error pages' frame).
      else if (signedOutUsers.length > 1) plan.set(id, VISITOR_PAGES_CHUNK);
      continue;
    }
    // A page's own modules stay in its chunk, and those only pages of one feature share (a report
    // card's sheet) go to the feature's chunk: what pages of several features share, or what is
    // reached only through a barrel (the registry, the permission catalogue: the bundler keeps what
    // is used), goes to `app`.
    const features = new Set(signedInUsers.map(featureOf));
    const shared =
      (signedInUsers.length > 1 && (input.isLibrary(id) || features.size > 1)) ||
      signedInUsers.includes(input.signedInLayout) ||
      (signedInUsers.length === 0 && signedInReach);
    if (shared) plan.set(id, input.heavy.find((h) => h.test.test(id))?.name ?? APP_CHUNK);
    // One chunk per feature for what its pages share, rather than one per set of pages sharing.
    else if (signedInUsers.length > 1) plan.set(id, [...features][0]!.replace(/^.*[\\/]|\.\w+$/g, ''));
  }
  keepHeavyOutOfApp(graph, plan, reach.keys(), startUp, new Set(input.heavy.map((h) => h.name)));
  return plan;
}

/**
 * `app` is loaded on every signed-in page, so nothing in it may import a heavy chunk: a module of
 * `app` that imports one goes into it (a report's chart into `charts`), and one that only heavy
 * modules import goes with them (a form's inputs into `form`). Start-up modules (barrels whose
 * re-exports reach everything) are left where they are.
 */
function keepHeavyOutOfApp(
  graph: ModuleGraph,
  plan: Map<string, string>,
  reached: Iterable<string>,
  startUp: ReadonlySet<string>,
  heavy: ReadonlySet<string>,
) {
  // Every importer counts: one the plan leaves to its page (undefined below) is not heavy.
  const importers = new Map<string, string[]>();
  for (const id of reached)
    for (const imported of graph.imports(id)) {
      const list = importers.get(imported);
      if (list) list.push(id);
      else importers.set(imported, [id]);
    }
  for (let changed = true; changed;) {
    changed = false;
    for (const [id, chunk] of plan) {
      if (chunk !== APP_CHUNK || startUp.has(id)) continue;
      const into = graph
        .imports(id)
        .map((imported) => plan.get(imported))
        .find((c) => c && heavy.has(c));
      const from = new Set((importers.get(id) ?? []).map((importer) => plan.get(importer)));
      const only = from.size === 1 ? [...from][0] : undefined;
      const next = into ?? (only && heavy.has(only) ? only : undefined);
      if (next) {
        plan.set(id, next);
        changed = true;
      }
    }
  }
}
