import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { aics } from '../../domain/speed-circuit/aics/ruleset.ts';
import { createDemoRace } from '../../functions/local/demo.ts';
import { type LocalStack, startLocal } from '../../functions/local/stack.ts';

const HOUR = 3_600_000;
const clock = { now: new Date('2025-06-01T08:00:00.000Z') };
let dataDir: string;
let stack: LocalStack;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'speed-master-aics-'));
  // The scheduler stays out of the way: the test runs each step itself with resolveDue.
  stack = await startLocal({ rulesets, dataDir, port: 0, resolveEveryMs: 3_600_000, clock: () => clock.now, log: () => {} });
});
afterAll(async () => {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const later = (hours: number) => {
  clock.now = new Date(clock.now.getTime() + hours * HOUR);
};

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string; html: string };
}
const mailbox = async (): Promise<Mail[]> => ((await (await fetch(`${stack.urls.mailbox}store`)).json()) as { emails: Mail[] }).emails;

describe('an AICS race left to the non-human player, in local mode', () => {
  it('[SC-GNU-1] [SC-PBEM-8] [SC-PBEM-7] publishes the grid, then a turn the non-human player drove, each emailed in the player language', async () => {
    await createDemoRace(stack.urls.api, stack.organiserToken, aics.id, 'monza');
    const close = await fetch(`${stack.urls.api}/races/demo/close-registration`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.organiserToken}` },
    });
    expect(close.status).toBe(200);

    later(25);
    expect((await stack.resolveDue()).flatMap((r) => r.events.map((e) => e.type))).toEqual(['GridPublished']);
    later(49);
    expect((await stack.resolveDue()).flatMap((r) => r.events.map((e) => e.type))).toEqual(['RaceStarted']);
    later(49);
    expect((await stack.resolveDue()).flatMap((r) => r.events.map((e) => e.type))).toEqual(['TurnResolved']);

    const emails = await mailbox();
    const grid = emails.find((e) => e.destination.to[0] === 'alice@example.org' && e.subject === 'Speed Master demo: starting grid');
    expect(grid?.body.text).toMatch(/Pos\s+Car\s+Driver/);
    const alice = emails.find((e) => e.destination.to[0] === 'alice@example.org' && e.subject === 'Speed Master demo: turn 1 resolved');
    const bruno = emails.find((e) => e.destination.to[0] === 'bruno@example.org' && e.subject === 'Speed Master demo: turno 1 risolto');
    expect(alice?.body.text).toMatch(/Alice \(car 1\): nothing arrived in time: the non-human player played for this car, \d+ mph, /);
    expect(alice?.body.text).toMatch(/Lap\s+W\s+WF\s+AFF\s+Tyres\s+Pit stops\s+Acc\/Top\/Dec\s+Damage\s+Race/);
    expect(alice?.body.text).toMatch(/Send your move by .+ UTC\./);
    // The AICS league's own word for its non-human player (SC-GNU-1).
    expect(bruno?.body.text).toMatch(/per questa auto ha giocato lo GNU, \d+ mph, /);
    expect(bruno?.body.html).toContain('<th align="left">Gomme</th>');
  });
});
