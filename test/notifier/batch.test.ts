/**
 * One announcement's emails as one batch (issue 17 point 5): each reader's picture drawn around his
 * cars, each distinct one made a PNG once and shared by the readers who see the same, the players' markers read in one call, the emails sent in
 * parallel within `SENDS_IN_FLIGHT`, and a batch cut short by a failed send finished by the next
 * try without sending any email twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '../../domain/pictures.ts';
import type { AnyPicture } from '../../domain/race/any-ruleset.ts';
import type { RaceEvent } from '../../domain/race/events.ts';
import { evolver, initialState, type RaceState } from '../../domain/race/state.ts';
import type { AicsRaceState } from '../../domain/speed-circuit/aics/qualifying/index.ts';
import { aics } from '../../domain/speed-circuit/aics/ruleset.ts';
import { startingCar } from '../../domain/speed-circuit/aics/state.ts';
import { getCircuit } from '../../domain/speed-circuit/circuit/index.ts';
import { refereedSpeedCircuit } from '../../domain/speed-circuit/referee.ts';
import { SENDS_IN_FLIGHT } from '../../functions/notifier/batch.ts';
import { createSesMailer, type Mailer } from '../../functions/notifier/mailer.ts';
import { createNotifier, type NotifierOptions } from '../../functions/notifier/notifier.ts';
import { createCircuits } from '../../functions/store/circuits.ts';
import { createRecords } from '../../functions/store/records.ts';
import { keys } from '../../functions/store/table.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';
import { type LocalSes, type SentEmail, startSes } from '../support/ses.ts';

const at = '2025-03-01T10:00:00.000Z';
const hash = 'a'.repeat(64);
const PLAYERS = 12;
const cars = Array.from({ length: PLAYERS }, (_, i) => String(i + 1));
const oval = getCircuit('test-oval');
const build = { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 };

const raceOf = (raceId: string): RaceState => {
  const created = {
    type: 'RaceCreated',
    v: 1,
    at,
    raceId,
    title: `Batch ${raceId}`,
    circuitId: 'test-oval',
    rulesetId: aics.id,
    laps: 2,
    maxStarters: 24,
    qualifyingWindow: 'PT24H',
    turnWindow: 'PT48H',
    maxConsecutiveMissedMoves: 5,
    seedHash: hash,
  } as RaceEvent;
  // Half the players read Italian, half English: on the small oval every reader's window is the whole
  // circuit, so two pictures, each shared by six readers.
  const entries = cars.map(
    (car): RaceEvent => ({
      type: 'EntryRegistered',
      v: 1,
      at,
      car,
      name: `Driver ${car}`,
      email: `${raceId}-${car}@example.org`,
      language: Number(car) % 2 === 0 ? 'it' : 'en',
      tokenHash: hash,
    }),
  );
  const game: AicsRaceState = {
    circuit: 'test-oval',
    laps: 2,
    turn: 3,
    weather: { tendency: 'uncertain', marker: 8, track: 'dry' },
    cloudLaps: 0,
    cars: Object.fromEntries(
      ['1', '2'].map((car) => [
        car,
        startingCar({ car, driver: `Driver ${car}`, build, square: oval.byId.get('2B')!, laps: 2, tyres: 'dry', softTyres: false }),
      ]),
    ),
    finishers: [],
    classification: null,
    order: ['1', '2'],
  };
  return { ...[created, ...entries].reduce(evolver({}), initialState), phase: 'racing', game, turn: 4 };
};

const turn3: RaceEvent = {
  type: 'TurnResolved',
  v: 1,
  at,
  turn: 3,
  moves: Object.fromEntries(cars.map((car) => [car, null])),
  binding: hash,
  events: [],
  rolls: [],
  nextDeadline: '2025-03-03T10:00:00.000Z',
};

describe('the emails of one announcement, as a batch', () => {
  let ses: LocalSes;
  let dynamo: LocalDynamo;
  const commands: string[] = [];
  /** What the renderer was given, `language:focus`, and the SVGs it drew. */
  const drawn: string[] = [];
  const svgs = new Set<string>();
  let inFlight = 0;
  let mostInFlight = 0;
  let failOn: number | undefined;
  let sends = 0;

  beforeAll(async () => {
    [ses, dynamo] = await Promise.all([startSes(), startDynalite()]);
    dynamo.client.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(String(context.commandName).replace(/Command$/, ''));
        return next(args);
      },
      { step: 'initialize', name: 'countCommands' },
    );
  });
  afterAll(async () => {
    await Promise.all([ses.close(), dynamo.close()]);
  });

  const notifier = (claim: Pick<NotifierOptions, 'claimMs' | 'sendMs'> = {}) => {
    const records = createRecords(dynamo);
    const ses_ = createSesMailer({ client: ses.client, sender: 'master@example.org' });
    // Counts the emails handed to SES at once, and fails the one numbered `failOn`.
    const mailer: Mailer = {
      async send(to, email) {
        const number = ++sends;
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        try {
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (number === failOn) throw new Error('SES refused the email');
          return await ses_.send(to, email);
        } finally {
          inFlight -= 1;
        }
      },
    };
    const drawing: AnyPicture = {
      ...(pictures[aics.id] as AnyPicture),
      race: (circuit, game, events, language, focus) => {
        drawn.push(`${language ?? 'en'}:${focus?.join(',')}`);
        const svg = (pictures[aics.id] as AnyPicture).race(circuit, game, events, language, focus);
        svgs.add(svg);
        return svg;
      },
    };
    const rulesets = { [aics.id]: refereedSpeedCircuit(aics) };
    return createNotifier({ mailer, records, rulesets, pictures: { [aics.id]: drawing }, circuits: createCircuits({ records, rulesets }), ...claim });
  };
  const reset = () => {
    commands.length = 0;
    drawn.length = 0;
    svgs.clear();
    [inFlight, mostInFlight, sends, failOn] = [0, 0, 0, undefined];
  };

  it('draws the picture of each reader around his car, shares each distinct one, reads every marker in one call and sends within the bound', async () => {
    reset();
    const sender = notifier();
    expect(await sender.published(raceOf('one'), [turn3], 1)).toEqual({ sent: PLAYERS, complete: true });

    expect(drawn.sort()).toEqual(cars.map((car) => `${Number(car) % 2 === 0 ? 'it' : 'en'}:${car}`).sort());
    expect(svgs.size).toBe(2);
    const counts = Object.fromEntries([...new Set(commands)].map((name) => [name, commands.filter((c) => c === name).length]));
    // The batch's claim and the batch done; one read of every marker; the emails' markers as SES
    // accepts them, those accepted together in one write.
    expect(counts).toMatchObject({ PutItem: 2, BatchGetItem: 1 });
    expect(counts.BatchWriteItem).toBeGreaterThanOrEqual(Math.ceil(PLAYERS / SENDS_IN_FLIGHT));
    expect(counts.BatchWriteItem).toBeLessThan(PLAYERS);
    expect(await createRecords(dynamo).markers(cars.map((car) => ({ pk: keys.sent('one', `${car}#turn`), sk: 3 })))).toEqual(
      cars.map(() => ({ state: 'done' })),
    );
    expect(mostInFlight).toBe(SENDS_IN_FLIGHT);
    const mails = (await ses.sent()) as (SentEmail & { attachments: { content: string }[] })[];
    for (const car of cars) expect(mails.filter((mail) => mail.destination.to.includes(`one-${car}@example.org`))).toHaveLength(1);
    // Readers of one language got one picture.
    const pictureOf = (car: string) => mails.find((mail) => mail.destination.to.includes(`one-${car}@example.org`))?.attachments[0]?.content;
    expect(new Set(cars.map(pictureOf)).size).toBe(2);
    expect(pictureOf('1')).toBeDefined();

    // Sent again (a redelivered message, a retried run): one read of the batch's marker, nothing sent.
    reset();
    expect(await sender.published(raceOf('one'), [turn3], 1)).toEqual({ sent: 0, complete: true });
    expect({ commands, drawn, sends }).toEqual({ commands: ['PutItem', 'GetItem'], drawn: [], sends: 0 });
  });

  it('finishes a batch a failed send cut short, without sending an email twice', async () => {
    reset();
    failOn = 5;
    await expect(notifier().published(raceOf('two'), [turn3], 1)).rejects.toThrow('SES refused the email');
    const first = (await ses.sent()).filter((mail) => mail.destination.to[0]?.startsWith('two-')).length;
    expect(first).toBe(PLAYERS - 1);

    reset();
    expect(await notifier().published(raceOf('two'), [turn3], 1)).toEqual({ sent: 1, complete: true });
    const mails = (await ses.sent()).filter((mail) => mail.destination.to[0]?.startsWith('two-'));
    expect(mails.map((mail) => mail.destination.to[0]).sort()).toEqual(cars.map((car) => `two-${car}@example.org`).sort());
  });

  it('extends its claim on the batch while the emails take longer than one claim, and sends each once', async () => {
    reset();
    // Each claim outlasts one SES call by 10 ms only: the 12 emails need several extensions.
    const slow = notifier({ claimMs: 40, sendMs: 30 });
    expect(await slow.published(raceOf('three'), [turn3], 1)).toEqual({ sent: PLAYERS, complete: true });
    expect(commands.filter((command) => command === 'UpdateItem').length).toBeGreaterThan(0);
    const mails = (await ses.sent()).filter((mail) => mail.destination.to[0]?.startsWith('three-'));
    expect(mails.map((mail) => mail.destination.to[0]).sort()).toEqual(cars.map((car) => `three-${car}@example.org`).sort());
  });
});
