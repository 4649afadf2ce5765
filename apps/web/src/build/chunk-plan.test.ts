import { describe, expect, it } from 'vitest';
import {
  APP_CHUNK,
  planChunks,
  PUBLIC_CHUNK,
  VISITOR_CHUNK,
  VISITOR_PAGES_CHUNK,
  type ModuleGraph,
} from './chunk-plan';

/** A module graph from `id: [static imports] | lazy: [dynamic imports]` lines. */
function graphOf(edges: Record<string, { imports?: string[]; lazy?: string[] }>): ModuleGraph {
  return {
    imports: (id) => edges[id]?.imports ?? [],
    lazyImports: (id) => edges[id]?.lazy ?? [],
  };
}

const nm = (name: string) => `/repo/node_modules/${name}`;
const src = (path: string) => `/repo/src/${path}`;

// The start-up, its route table and its barrels; the login and landing pages; the signed-in
// layout; pages of three features.
const graph = graphOf({
  [src('main.tsx')]: { imports: [src('app/routes.tsx'), nm('mui/index.js'), src('shared/index.ts')] },
  [src('app/routes.tsx')]: {
    lazy: [
      src('features/auth/LoginPage.tsx'),
      src('features/landing/LandingPage.tsx'),
      src('features/landing/NewsPage.tsx'),
      src('app/layouts/DefaultLayout.tsx'),
      src('features/students/ListPage.tsx'),
      src('features/students/FilePage.tsx'),
      src('features/reports/ChartPage.tsx'),
      src('features/reports/TablePage.tsx'),
    ],
  },
  // Barrels the start-up imports for a name or two.
  [nm('mui/index.js')]: { imports: [nm('mui/Button.js'), nm('mui/useId.js'), nm('mui/Container.js')] },
  [src('shared/index.ts')]: { imports: [src('shared/constants.ts'), src('shared/registry.ts')] },
  [src('features/auth/LoginPage.tsx')]: { imports: [nm('mui/Button.js'), src('shared/index.ts')] },
  [nm('mui/Button.js')]: { imports: [nm('mui/index.js')] },
  [src('features/landing/LandingPage.tsx')]: {
    imports: [
      nm('mui/Button.js'),
      nm('mui/Container.js'),
      nm('query/index.js'),
      src('features/landing/hero.ts'),
      src('features/landing/header.tsx'),
    ],
  },
  [src('features/landing/NewsPage.tsx')]: { imports: [src('features/landing/header.tsx')] },
  [src('app/layouts/DefaultLayout.tsx')]: {
    imports: [nm('mui/Button.js'), nm('mui/Menu.js'), nm('query/index.js'), src('shared/index.ts')],
  },
  [src('features/students/ListPage.tsx')]: {
    imports: [src('components/List.tsx'), src('features/students/student-text.ts')],
  },
  [src('features/students/FilePage.tsx')]: {
    imports: [
      src('components/Form.tsx'),
      src('features/students/student-text.ts'),
      src('components/Chart.tsx'),
    ],
  },
  [src('features/reports/ChartPage.tsx')]: {
    imports: [src('components/List.tsx'), src('components/Chart.tsx')],
  },
  [src('features/reports/TablePage.tsx')]: {
    imports: [src('components/List.tsx'), src('components/Form.tsx')],
  },
  [src('components/Chart.tsx')]: { imports: [nm('echarts/index.js')] },
  [src('components/Form.tsx')]: { imports: [nm('hook-form/index.js'), src('components/TextInput.tsx')] },
});

const plan = planChunks(graph, {
  startUp: src('main.tsx'),
  loginPage: src('features/auth/LoginPage.tsx'),
  isSignedOutPage: (id) => /\/features\/(auth|landing)\//.test(id),
  signedInLayout: src('app/layouts/DefaultLayout.tsx'),
  isRouteTable: (id) => id.endsWith('routes.tsx'),
  heavy: [
    { name: 'charts', test: /echarts/ },
    { name: 'form', test: /hook-form/ },
  ],
  isBarrel: (id) => /[\\/]index\.[jt]sx?$/.test(id),
  isLibrary: (id) => id.includes('/node_modules/'),
});

describe('the chunk plan', () => {
  it('puts what the login page shares in `public`, and what only other visitor pages share in `visitor`', () => {
    expect(plan.get(nm('mui/Button.js'))).toBe(PUBLIC_CHUNK);
    // Reached from the login page only through a library's barrel: counted, as the app cannot see in.
    expect(plan.get(nm('mui/useId.js'))).toBe(PUBLIC_CHUNK);
    // The landing page's and the layout's, not the login page's.
    expect(plan.get(nm('query/index.js'))).toBe(VISITOR_CHUNK);
    // Shared by the visitor pages only (not the login page, not signed-in code).
    expect(plan.get(src('features/landing/header.tsx'))).toBe(VISITOR_PAGES_CHUNK);
    // The landing page's alone: left with it.
    expect(plan.has(src('features/landing/hero.ts'))).toBe(false);
    // A library's the landing page imports, which the login page might reach through the barrel.
    expect(plan.get(nm('mui/Container.js'))).toBe(PUBLIC_CHUNK);
  });

  it('puts the signed-in layout and what pages of several features share in `app`', () => {
    expect(plan.get(nm('mui/Menu.js'))).toBe(APP_CHUNK);
    expect(plan.get(src('components/List.tsx'))).toBe(APP_CHUNK);
    // Reached only through the shared package's index, which the start-up imports for a constant.
    expect(plan.get(src('shared/registry.ts'))).toBe(APP_CHUNK);
  });

  it('leaves a page’s own modules with it, and puts what one feature’s pages share in its chunk', () => {
    expect(plan.has(src('features/students/ListPage.tsx'))).toBe(false);
    expect(plan.get(src('features/students/student-text.ts'))).toBe('students');
  });

  it('keeps the big libraries out of `app`, with what uses them and what only they use', () => {
    expect(plan.get(nm('echarts/index.js'))).toBe('charts');
    expect(plan.get(src('components/Chart.tsx'))).toBe('charts');
    expect(plan.get(nm('hook-form/index.js'))).toBe('form');
    expect(plan.get(src('components/Form.tsx'))).toBe('form');
    expect(plan.get(src('components/TextInput.tsx'))).toBe('form');
    expect([...plan].filter(([, chunk]) => chunk === APP_CHUNK).map(([id]) => id)).not.toContain(
      src('components/Chart.tsx'),
    );
  });
});
