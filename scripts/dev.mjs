#!/usr/bin/env node
/** `npm run dev`: the API with reload (tsx watch) and the Vite dev server, stopped together. */
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@school/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@school/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
