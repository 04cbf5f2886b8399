/**
 * `npm start`: the whole system on this machine (see stack.ts), data under `.data/` by default.
 * `npm start -- --demo` also creates a demo race on the test oval with three players, a few turns
 * into racing, and prints the players' tokens (kept in `<data>/demo.json` to be printed again).
 *
 * Environment: `PORT` (the API's port, 3000; 0 picks a free one), `MAILBOX_PORT` (the mailbox's,
 * the SES stand-in's, 8005; 0 picks a free one; its emails are kept in `<data>/mailbox.jsonl`),
 * `DATA_DIR` (the data folder, `.data`), `SES_URL` (an SES stand-in already running, whose mailbox
 * then outlives this process, instead of the embedded one: the crash test kills this process and
 * reads the mail; MAILBOX_PORT is then unused), `SMTP_PORT` (the SMTP server taking the players'
 * replies, 2525; 0 picks a free one).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demo as demoScript } from '../../domain/demos.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { API_ROUTES, pathTo, RESOLVER_ROUTES } from '../http/routes.ts';
import { createDemoRace, DEMO_RACE_ID, type Demo, playDemoRace, sampleMove } from './demo.ts';
import { startLocal } from './stack.ts';

// Node 20 is what local mode supports (TOOLCHAIN.md); the SDK's notice about it is for deployments.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const portOf = (name: string, fallback: number): number => {
  const value = process.env[name] || String(fallback);
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`${name} must be a port number, got ${value}`);
  return port;
};
const port = portOf('PORT', 3000);
const mailboxPort = portOf('MAILBOX_PORT', 8005);
const smtpPort = portOf('SMTP_PORT', 2525);

const dataDir = process.env.DATA_DIR || '.data';
const ses = process.env.SES_URL || undefined;
if (ses !== undefined && !/^https?:\/\/[^/]+\/?$/.test(ses)) throw new Error(`SES_URL must be an endpoint like http://127.0.0.1:8005, got ${ses}`);

const stack = await startLocal({ rulesets, dataDir, port, mailboxPort, smtpPort, ...(ses ? { ses: ses.replace(/\/$/, '') } : {}) });
console.log(`Speed Master is running.
  API              ${stack.urls.api}   (OpenAPI at ${stack.urls.api}${pathTo(RESOLVER_ROUTES.openApi)})
  Mailbox          ${stack.urls.mailbox}${ses ? '' : `   (emails kept in ${join(dataDir, 'mailbox.jsonl')})`}
  Replies          ${stack.urls.smtp}   (write one in the browser at ${stack.urls.replies})
  League channels  ${stack.urls.channels}   (bind one with POST ${pathTo(RESOLVER_ROUTES.createChannel)} to ${stack.urls.webhooks}/discord/<any name>)
  Organiser token  ${stack.organiserToken}   (kept in ${join(dataDir, 'organiser-token')})
Press Ctrl-C to stop.`);

const printPlayers = (demo: Demo) => {
  for (const player of demo.players) console.log(`  car ${player.car}  ${player.name.padEnd(6)} token ${player.token}`);
};

if (process.argv.includes('--demo')) {
  const { rulesetId, circuitId } = demoScript;
  const tokensFile = join(dataDir, 'demo.json');
  const demo = await createDemoRace(stack.urls.api, stack.organiserToken, rulesetId, circuitId);
  if (demo) {
    // Kept at once: the tokens are shown only once by the API (and emailed).
    await writeFile(tokensFile, `${JSON.stringify(demo, null, 2)}\n`);
    const race = await playDemoRace(stack.urls.api, stack.organiserToken, demo, demoScript);
    const where = `, ${race.phase} at turn ${race.turn}`;
    console.log(
      `Demo race "${demo.raceId}" on ${circuitId}${where}: ${stack.urls.api}${pathTo(API_ROUTES.race, { id: demo.raceId })}   (page ${stack.urls.api}/)`,
    );
    const sample = sampleMove(demo, race, demoScript);
    if (sample !== undefined) console.log(`  ${demo.players[0]?.name}'s move for turn ${race.turn}, as the demo plays it: ${JSON.stringify(sample)}`);
    printPlayers(demo);
  } else {
    console.log(`Demo race already created on an earlier start: ${stack.urls.api}${pathTo(API_ROUTES.race, { id: DEMO_RACE_ID })}`);
    const kept = await readFile(tokensFile, 'utf8').then(
      (text) => JSON.parse(text) as Demo,
      () => undefined,
    );
    if (kept) printPlayers(kept);
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
