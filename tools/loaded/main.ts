/**
 * `npm run test:loaded [-- <vitest arguments>]`: the tests that wait on other processes and on
 * Chromium (the browser, local-stack and crash tests), run with one core kept busy beside them by
 * a busy-loop child, as on the busy CI machine; they must pass all the same. The child is started
 * first and stopped by its pid when vitest ends or the run is interrupted. Prints the run's time
 * and the load average.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const FOLDERS = ['test/browser', 'test/local', 'test/crash'];
const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));

const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const started = performance.now();
const args = process.argv.slice(2);
const tests = spawn(process.execPath, [vitest, 'run', ...(args.length > 0 ? args : FOLDERS)], { stdio: 'inherit' });

const stopBusy = () => {
  if (busy.exitCode === null && busy.signalCode === null) busy.kill('SIGKILL');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    tests.kill(signal);
    stopBusy();
  });

tests.on('exit', (code, signal) => {
  stopBusy();
  const [one, five] = loadavg().map((load) => load.toFixed(1));
  console.log(`test:loaded: ${((performance.now() - started) / 1000).toFixed(1)} s with one core kept busy (load average ${one} over 1 min, ${five} over 5)`);
  process.exitCode = code ?? (signal ? 1 : 0);
});
