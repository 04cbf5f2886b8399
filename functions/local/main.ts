/**
 * `npm start`: the whole system on this machine (see stack.ts), data under `.data/` by default.
 * `npm start -- --demo` also creates a demo race with three registered players.
 *
 * Environment: `PORT` (the API's port, 3000; 0 picks a free one), `DATA_DIR` (the data folder,
 * `.data`), `SES_URL` (an SES stand-in already running, whose mailbox then outlives this
 * process, instead of the embedded one: the crash test kills this process and reads the mail).
 */
import { join } from 'node:path';
import { DEFAULT_RULESET_ID } from '../../domain/race/commands.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { createDemoRace } from './demo.ts';
import { startLocal } from './stack.ts';

// Node 20 is what local mode supports (TOOLCHAIN.md); the SDK's notice about it is for deployments.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The demo runs the default game on Monza when it is shipped. */
const DEMO_CIRCUIT = 'monza';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);

const dataDir = process.env.DATA_DIR || '.data';
const ses = process.env.SES_URL || undefined;
if (ses !== undefined && !/^https?:\/\/[^/]+\/?$/.test(ses)) throw new Error(`SES_URL must be an endpoint like http://127.0.0.1:8005, got ${ses}`);

const stack = await startLocal({ rulesets, dataDir, port, ...(ses ? { ses: ses.replace(/\/$/, '') } : {}) });
console.log(`Speed Master is running.
  API              ${stack.urls.api}   (OpenAPI at ${stack.urls.api}/openapi.json)
  Mailbox          ${stack.urls.mailbox}
  Organiser token  ${stack.organiserToken}   (kept in ${join(dataDir, 'organiser-token')})
Press Ctrl-C to stop.`);

if (process.argv.includes('--demo')) {
  const ruleset = rulesets[DEFAULT_RULESET_ID];
  if (!ruleset) throw new Error(`no ruleset ${DEFAULT_RULESET_ID} to run a demo race with`);
  const shipped = Object.keys(ruleset.shippedCircuits());
  const circuitId = shipped.includes(DEMO_CIRCUIT) ? DEMO_CIRCUIT : shipped[0];
  if (!circuitId) throw new Error('no shipped circuit to run a demo race on');
  const demo = await createDemoRace(stack.urls.api, stack.organiserToken, ruleset.id, circuitId);
  if (demo) {
    console.log(`Demo race "${demo.raceId}" on ${circuitId}: ${stack.urls.api}/races/${demo.raceId}`);
    for (const player of demo.players) console.log(`  car ${player.car}  ${player.name.padEnd(6)} token ${player.token}`);
  } else {
    console.log(`Demo race already created on an earlier start: ${stack.urls.api}/races/demo`);
  }
}

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
