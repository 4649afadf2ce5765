import { defineConfig } from 'tsup';

// One ESM bundle per entry; npm dependencies stay external, the workspace's shared package is inlined.
export default defineConfig({
  entry: { main: 'src/main.ts', 'create-admin': 'src/cli/create-admin.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@school/shared'],
});
