/**
 * `npx tsx bench/src/bench/rows-trace.ts [page]`: where a warm load's time goes before its rows
 * show, on the built app (run `npm run build` first). One Chromium trace of a warm load of a
 * bench:rows page: the students list by default, else the page named (`"attendance sheet"`,
 * `"teacher's periods of today"`, as rows-pages.ts names them) or a path of an entity list,
 * summarised as the main thread's tasks over 4 ms
 * (start, length, the biggest script or step inside) beside the resources' start and end times,
 * and the sampled CPU time by package or source file and by function — through the source maps when
 * the web app was built with them (`cd apps/web && npx vite build --configLoader runner --sourcemap
 * && npx vite build --configLoader runner --config vite.public.config.ts`), else by the bundle's
 * names. `TRACE_OUT=file` saves the trace; `TRACE_IN=file` summarises a saved one again (the page
 * named by its path; the same build in apps/web/dist) without a browser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromiumPath } from './chromium';
import { cleanupAll, cleanupOnSignals, onCleanup } from './cleanup';
import { pickRowsPage } from './rows-pages';
import { load, newContext } from './rows-visible';
import { startServer } from './server-process';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const DEMO_PASSWORD = 'Bench-Rows-1404';
/** apps/web/src/build/compile-hints.ts's first line of the hinted chunks. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; frame?: string; documentLoaderURL?: string };
  };
}

async function main() {
  // A trace saved by an earlier run (TRACE_OUT) is summarised again without a browser.
  if (process.env.TRACE_IN) {
    const events = (JSON.parse(readFileSync(process.env.TRACE_IN, 'utf8')) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const pid = summarise(events, process.argv[2] ?? '/manager/students/list');
    profileBySource(
      events.filter((e) => e.pid === pid),
      path.join(repoRoot, 'apps/web/dist'),
    );
    return;
  }
  cleanupOnSignals();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-trace-'));
  onCleanup(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer(repoRoot, { dataDir }, { NODE_ENV: 'development', DEMO_PASSWORD });
  const page = await pickRowsPage(server.baseUrl, DEMO_PASSWORD, process.argv[2] ?? 'students list');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await newContext(browser, page);
    for (let i = 0; i < 3; i++)
      console.log('warm-up', Math.round((await load(context, server.baseUrl, page)).rowsMs));
    const tab = await context.newPage();
    await browser.startTracing(tab, {
      categories: [
        'devtools.timeline',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
        // The JS stack of a layout forced by a script (Layout's beginData.stackTrace).
        'disabled-by-default-devtools.timeline.stack',
      ],
    });
    const navStart = Date.now();
    await tab.goto(`${server.baseUrl}${page.path}`, { waitUntil: 'commit' });
    const rowsMs = await tab.evaluate(
      () => (window as unknown as { rowsVisibleAt: Promise<number> }).rowsVisibleAt,
    );
    await tab.waitForTimeout(300);
    const traceText = (await browser.stopTracing()).toString();
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, traceText);
    const trace = JSON.parse(traceText) as { traceEvents: TraceEvent[] };
    const resources = await tab.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        name: e.name.replace(location.origin, ''),
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd),
      })),
    );
    console.log(`rows at ${Math.round(rowsMs)} ms (wall ${Date.now() - navStart} ms)`);
    for (const r of resources) console.log(`  res ${r.start}–${r.end} ${r.name}`);
    const pagePid = summarise(trace.traceEvents, page.path);
    profileBySource(
      trace.traceEvents.filter((e) => e.pid === pagePid),
      path.join(repoRoot, 'apps/web/dist'),
    );
  } finally {
    await browser.close();
    await cleanupAll();
  }
}

/** Main-thread tasks over 4 ms in navigation time, with their largest named child; the page's process. */
function summarise(events: TraceEvent[], pagePath: string): number | undefined {
  const threadName = new Map<string, string>();
  for (const e of events)
    if (e.name === 'thread_name' && e.args?.name) threadName.set(`${e.pid}:${e.tid}`, e.args.name);
  // The page's own navigation (other renderers, the blank tab's and the browser UI's, trace too).
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(pagePath),
  );
  const main = events.filter(
    (e) => threadName.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.pid === navigation?.pid,
  );
  // Trace time is microseconds on a monotonic clock: times below are from the page's navigationStart.
  const navTs = navigation?.ts ?? 0;
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 4000);
  let busy = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter(
      (e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task && e.name !== 'RunTask',
    );
    const top = inside
      .filter((e) =>
        [
          'EvaluateScript',
          'FunctionCall',
          'v8.compile',
          'v8.compileModule',
          'v8.evaluateModule',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'TimerFire',
          'FireAnimationFrame',
          'RunMicrotasks',
          'EventDispatch',
          'v8.run',
          'V8.GCScavenger',
          'MajorGC',
          'MinorGC',
          'PrePaint',
          'Commit',
          'HitTest',
        ].includes(e.name),
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map(
        (e) =>
          `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)}${e.args?.data?.url ? ' ' + e.args.data.url.replace(/^.*\//, '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}`,
      );
    busy += task.dur ?? 0;
    console.log(
      `task ${((task.ts - navTs) / 1000).toFixed(0)} +${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${top.join(' | ')}`,
    );
  }
  console.log(`main thread busy in tasks > 4 ms: ${(busy / 1000).toFixed(0)} ms`);
  return navigation?.pid;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Sampled self time per source file (through the build's source maps) and per function. */
function profileBySource(events: TraceEvent[], dist: string) {
  const nodes = new Map<string, ProfileNode>();
  const self = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const maps = new Map<string, { map: TraceMap; shift: number } | null>();
  const mapFor = (url: string) => {
    const file = url.replace(/^https?:\/\/[^/]+\//, '');
    if (!maps.has(file)) {
      const mapPath = path.join(dist, `${file}.map`);
      // The compile hint is put before the code after its source map was made: one line to skip.
      if (!existsSync(mapPath)) maps.set(file, null);
      else {
        const shift = readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_HINT) ? 1 : 0;
        maps.set(file, { map: new TraceMap(readFileSync(mapPath, 'utf8')), shift });
      }
    }
    return maps.get(file) ?? null;
  };
  const where = (node: ProfileNode) => {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    if (!url) return { source: `(${functionName || 'native'})`, fn: functionName };
    const mapped = mapFor(url);
    const line = lineNumber + 1 - (mapped?.shift ?? 0);
    // The module's top level (line 0 here) has no mapped position.
    if (!mapped || line < 1) return { source: url.replace(/^.*\//, ''), fn: functionName };
    const pos = originalPositionFor(mapped.map, {
      line,
      column: columnNumber,
    });
    const source = (pos.source ?? '?').replace(/^.*node_modules\//, 'npm:').replace(/^(\.\.\/)+/, '');
    return { source, fn: `${pos.name ?? functionName} ${source}:${pos.line}` };
  };
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    const data = (
      e.args as unknown as {
        data?: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
      }
    ).data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(`${e.pid}:${node.id}`, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((id, i) => {
      const node = nodes.get(`${e.pid}:${id}`);
      if (!node) return;
      const { source, fn } = where(node);
      const us = Math.max(0, deltas[i + 1] ?? deltas[i] ?? 0);
      const pkg = source.startsWith('npm:')
        ? source
            .split('/')
            .slice(0, source.startsWith('npm:@') ? 2 : 1)
            .join('/')
        : source;
      self.set(pkg, (self.get(pkg) ?? 0) + us);
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    });
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${(v / 1000).toFixed(0).padStart(5)} ms ${k}`)
      .join('\n');
  console.log(`self time by source (package or file):\n${top(self, 45)}`);
  console.log(`self time by function:\n${top(byFunction, 40)}`);
}
