import { describe, expect, it } from 'vitest';
import { CreateRace, type RaceCommand } from '../../domain/race/commands.ts';
import { createRace, type RaceEvent, type RaceState, type Viewer } from '../../domain/race/index.ts';
import { toy, toyWithDeck } from './toy-ruleset.ts';

const race = createRace({ [toy.id]: toy });
const seed = '5eed'.padEnd(64, '1');
const circuit = toy.shippedCircuits().oval;
const log: RaceEvent[] = [];
const run = (state: RaceState, command: RaceCommand, now = '2025-03-01T12:00:00.000Z'): RaceState => {
  const events = race.decide(state, command, { now, circuit, seed });
  log.push(...events);
  return events.reduce(race.evolve, state);
};
const tokenHash = (n: number) => String(n).repeat(64);

let state = run(race.initialState, CreateRace.parse({ type: 'CreateRace', raceId: 'v1', title: 'View GP', circuitId: 'oval', rulesetId: 'toy-1' }));
state = run(state, { type: 'RegisterEntry', name: 'Ada', email: 'ada@example.org', language: 'it', tokenHash: tokenHash(1) });
state = run(state, { type: 'RegisterEntry', name: 'Bruno', email: 'bruno@example.org', language: 'en', tokenHash: tokenHash(2) });
state = run(state, { type: 'CloseRegistration' });
state = run(state, { type: 'SubmitQualifying', car: '1', qualifying: { turns: 11 } });
const qualifying = state;
state = run(state, { type: 'PublishGrid' }, '2025-03-03T12:00:00.000Z');
state = run(state, { type: 'SubmitSetup', car: '2', setup: { tyres: 'soft' } }, '2025-03-03T13:00:00.000Z');
state = run(state, { type: 'StartRace' }, '2025-03-06T12:00:00.000Z');
state = run(state, { type: 'SubmitMove', car: '1', move: { speed: 4 } }, '2025-03-06T13:00:00.000Z');
const racing = state;

const ada: Viewer = { role: 'player', car: '1' };
const bruno: Viewer = { role: 'player', car: '2' };
const everyone: Viewer[] = [{ role: 'public' }, { role: 'organiser' }, bruno];

describe('publicView', () => {
  it("never shows another player's pending move, token or email, and shows the viewer their own move", () => {
    for (const viewer of everyone) {
      const text = JSON.stringify(race.publicView(racing, viewer));
      expect(text).not.toContain('ada@example.org');
      expect(text).not.toContain(tokenHash(1));
      expect(text).not.toContain('"speed":4');
    }
    expect(race.publicView(racing, ada)?.you).toMatchObject({ car: '1', email: 'ada@example.org', pending: { speed: 4 } });
    expect(JSON.stringify(race.publicView(racing, ada))).not.toContain(tokenHash(1));
  });

  it('keeps car builds and pole laps private until the grid is published', () => {
    for (const viewer of everyone) expect(JSON.stringify(race.publicView(qualifying, viewer))).not.toContain('"turns":11');
    expect(race.publicView(qualifying, ada)?.you?.pending).toEqual({ turns: 11 });
    expect(race.publicView(qualifying, bruno)?.entries).toEqual([
      { car: '1', name: 'Ada', status: 'in', sent: true },
      { car: '2', name: 'Bruno', status: 'in', sent: false },
    ]);
  });

  it('lists what the viewer may do now', () => {
    expect(race.publicView(racing, ada)?.actions).toEqual(['submitMove', 'withdraw', 'votePause']);
    expect(race.publicView(racing, { role: 'organiser' })?.actions).toEqual(['resolve', 'extendDeadline', 'eliminate', 'handOverSeat', 'pause']);
    expect(race.publicView(racing, { role: 'public' })?.actions).toEqual([]);
    expect(race.publicView(racing, { role: 'public' })).toMatchObject({ phase: 'racing', turn: 1, grid: ['1', '2'], deadline: '2025-03-08T12:00:00.000Z' });
  });

  it('has no view of a race that does not exist', () => {
    expect(race.publicView(race.initialState, { role: 'public' })).toBeUndefined();
  });
});

describe('redactEvent', () => {
  it('hides pending payloads, emails and token hashes from everyone but the author; reveals them through later events', () => {
    const history = (viewer: Viewer) => JSON.stringify(log.map((e) => race.redactEvent(e, viewer)));
    expect(history(bruno)).not.toContain('ada@example.org');
    expect(history(bruno)).not.toContain('"speed":4');
    expect(history({ role: 'organiser' })).not.toContain(tokenHash(2));
    expect(history(ada)).toContain('"speed":4');
    expect(history(ada)).not.toContain(tokenHash(1));
    // The pole lap and the setup are revealed by GridPublished and RaceStarted.
    expect(history(bruno)).toContain('"turns":11');
    expect(history(ada)).toContain('"tyres":"soft"');
  });

  it("hides a shuffle's order from everyone, organiser and players alike, until the seed is revealed", () => {
    const decks = createRace({ [toyWithDeck.id]: toyWithDeck });
    let deckState = decks.initialState;
    const events: RaceEvent[] = [];
    for (const command of [
      CreateRace.parse({ type: 'CreateRace', raceId: 'v2', title: 'Deck GP', circuitId: 'oval', rulesetId: toyWithDeck.id }),
      ...['Ada', 'Bruno'].map(
        (name, i): RaceCommand => ({ type: 'RegisterEntry', name, email: `${name}@example.org`, language: 'en', tokenHash: tokenHash(i + 1) }),
      ),
      { type: 'CloseRegistration' } as const,
      { type: 'PublishGrid', force: true } as const,
    ]) {
      const made = decks.decide(deckState, command, { now: '2025-03-01T12:00:00.000Z', circuit, seed });
      events.push(...made);
      deckState = made.reduce(decks.evolve, deckState);
    }
    const grid = events.find((e) => e.type === 'GridPublished');
    if (grid?.type !== 'GridPublished' || !grid.shuffles?.[0]) throw new Error('no shuffled grid');
    const [{ order, ...rest }] = grid.shuffles;
    for (const viewer of [...everyone, ada]) {
      expect(decks.redactEvent(grid, viewer)).toEqual({ ...grid, shuffles: [rest] });
      expect(decks.redactEvent(grid, viewer, { seedRevealed: true })).toEqual(grid);
    }
    expect(order).toHaveLength(2);
    // A step without shuffles is shown as it is.
    expect(race.redactEvent(log.find((e) => e.type === 'GridPublished')!, bruno)).not.toHaveProperty('shuffles');
  });
});
