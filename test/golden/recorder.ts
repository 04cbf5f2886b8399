/**
 * The recorder of the golden races: plays a scenario (scenarios.ts) to the finish through the pure
 * generic race decider, `createRace(rulesets)`, as the API and the resolver would drive it, and
 * writes down every commit: when it happened, the command (parsed by the same schemas the API
 * parses with) and the events it decided. It records races of all five games: Speed Circuit's
 * two rulebooks through their own commands (pole laps, setups, moves), hex rally, Vektorace and
 * Lamborghini through the generic `Submit` and `PlayStep` of whatever step the game opens.
 *
 * Everything is fixed: the race's dice seed and the players' token hashes are hashes of the
 * scenario's name, the clock starts at `START` and moves by whole minutes, and the players'
 * choices come from the fuzz driver's seeded `chooser`, apart from the race's dice. In Speed
 * Circuit, moves that are sent are the non-human player's own choice seen with the player's own
 * dice (so now and then the second best speed), the fuzz driver's random moves when the rules
 * accept them, or a bolder speed; moves that are not sent are driven by the GNU in the turn, by the
 * player's standing order when he left one. In the other games a step's choice is the game's
 * non-human player's or a random legal one (players.ts, one small function a game); a step not
 * sent is the race's non-human player's. Registration, the incidents and the playing of each step
 * (early by the organiser, once every car has sent, or at its deadline) are the same for all.
 *
 * Only `GOLDEN_UPDATE=1` runs the recorder: the golden test replays the recorded commands, so it
 * does not depend on how the recorder chose them (nor on the non-human players or the fuzz
 * drivers this file and players.ts use to choose them).
 */
import { assists } from '../../domain/assists.ts';
import { DomainError } from '../../domain/errors.ts';
import { RaceCommand } from '../../domain/race/commands.ts';
import { type AnyRuleset, createRace, type RaceEvent, type RaceState } from '../../domain/race/index.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { gnuMove as aicsGnuMove } from '../../domain/speed-circuit/aics/gnu/index.ts';
import type { AicsRaceState } from '../../domain/speed-circuit/aics/qualifying/index.ts';
import type { CarBuild, Move } from '../../domain/speed-circuit/aics/schemas.ts';
import type { Circuit } from '../../domain/speed-circuit/circuit/types.ts';
import { gnuMove as classicGnuMove } from '../../domain/speed-circuit/classic/gnu.ts';
import type { ClassicRaceState } from '../../domain/speed-circuit/classic/state.ts';
import { type Chooser, chooser, randomMove } from '../fuzz/driver.ts';
import { seededDice } from '../support/dice.ts';
import { sha256 } from './canonical.ts';
import type { GoldenCommit, GoldenRace } from './fixtures.ts';
import { type StepPlayer, stepPlayers } from './players.ts';
import type { Incident, Scenario, When } from './scenarios.ts';

/** The story of every golden race begins at this instant. */
export const START = '2025-06-02T08:00:00.000Z';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A race this long means the recorder's players cannot finish: a bug of the scenario, not of the rules. */
const MAX_TURNS = 150;
const MAX_STEPS = 2_000;

const DRIVERS = ['Ascari', 'Brabham', 'Clark', 'Fangio', 'Gurney', 'Hill', 'Ickx', 'Jones', 'Lauda', 'Moss', 'Nuvolari', 'Prost'];
const TIME_ZONES = [undefined, 'Europe/Rome', undefined, 'America/New_York', 'Asia/Tokyo', undefined];

/** 7 points, at most 3 a row (SC-CAR-1). */
const AICS_BUILDS: CarBuild[] = [
  { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 },
  { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 },
  { startSpeed: 2, acc: 1, dec: 1, topSpeed: 2, wear: 1 },
  { startSpeed: 1, acc: 1, dec: 2, topSpeed: 2, wear: 1 },
  { startSpeed: 0, acc: 3, dec: 1, topSpeed: 2, wear: 1 },
  { startSpeed: 1, acc: 2, dec: 2, topSpeed: 1, wear: 1 },
  { startSpeed: 0, acc: 2, dec: 1, topSpeed: 3, wear: 1 },
  { startSpeed: 2, acc: 2, dec: 1, topSpeed: 1, wear: 1 },
];
/** 5 points, at most 2 a row (SCC-CAR). */
const CLASSIC_BUILDS: CarBuild[] = [
  { startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 },
  { startSpeed: 2, acc: 1, dec: 0, topSpeed: 2, wear: 0 },
  { startSpeed: 0, acc: 2, dec: 1, topSpeed: 1, wear: 1 },
  { startSpeed: 1, acc: 2, dec: 0, topSpeed: 2, wear: 0 },
  { startSpeed: 2, acc: 0, dec: 1, topSpeed: 1, wear: 1 },
  { startSpeed: 1, acc: 1, dec: 2, topSpeed: 1, wear: 0 },
  { startSpeed: 0, acc: 1, dec: 1, topSpeed: 2, wear: 1 },
  { startSpeed: 2, acc: 2, dec: 0, topSpeed: 1, wear: 0 },
];

const race = createRace(rulesets);

const bestLaps = new Map<string, unknown>();
/** The exact solver's lap (SC-QUAL-10), what a careful player sends; once per circuit and build. */
function bestLap(ruleset: AnyRuleset, circuit: Circuit, build: CarBuild): unknown {
  const solver = assists[ruleset.id]?.bestLap;
  const key = `${circuit.id} ${JSON.stringify(build)}`;
  if (!bestLaps.has(key)) bestLaps.set(key, (solver!.solve(circuit, build) as { lap: unknown }).lap);
  return bestLaps.get(key);
}

/** A pole lap typed as text, one speed a line: enough lines to go round, not always on the right line. */
const lapText = (circuit: Circuit, speed: number): string =>
  Array.from({ length: Math.min(25, Math.ceil(circuit.rowsPerLap / (speed / 20)) + 1) }, (_, i) => (i === 0 ? '80' : String(speed))).join('\n');

export function recordGolden(scenario: Scenario): GoldenRace {
  const ruleset = rulesets[scenario.rulesetId];
  if (!ruleset) throw new Error(`${scenario.name}: no ruleset ${scenario.rulesetId}`);
  const circuit = ruleset.shippedCircuits()[scenario.circuitId] as Circuit | undefined;
  if (!circuit) throw new Error(`${scenario.name}: ${scenario.rulesetId} ships no circuit ${scenario.circuitId}`);
  const isAics = ruleset.id === 'aics-3.06';
  const seed = sha256(`golden race seed: ${scenario.name}`);
  const random: Chooser = chooser(scenario.choices);
  const commits: GoldenCommit[] = [];
  let state: RaceState = race.initialState;
  let clock = Date.parse(START);

  /** Decides `input` `minutes` after the previous command (or at `instant`) and records the commit. */
  /** The command's events, committed; a refusal the player is told of (`refusable`) commits nothing, anything else stops the recording. */
  const attempt = (input: Record<string, unknown>, minutes: number, instant: string | undefined, refusable: boolean): RaceEvent[] | undefined => {
    clock = instant === undefined ? clock + minutes * MINUTE : Math.max(clock, Date.parse(instant));
    const at = new Date(clock).toISOString();
    // Through JSON, as the fixture keeps it and the replay reads it.
    const command = JSON.parse(JSON.stringify(RaceCommand.parse(input))) as RaceCommand;
    let events: RaceEvent[];
    try {
      events = race.decide(state, command, { now: at, circuit, seed });
    } catch (error) {
      if (refusable && error instanceof DomainError) return undefined;
      throw new Error(`${scenario.name}: ${command.type} at ${at} refused: ${error instanceof Error ? error.message : String(error)}`);
    }
    commits.push({ at, command, events });
    state = events.reduce(race.evolve, state);
    return events;
  };
  const run = (input: Record<string, unknown>, minutes = 1, instant?: string): RaceEvent[] => attempt(input, minutes, instant, false)!;

  const roles = [...scenario.roles];
  const roleOf = (car: string): string => roles[Number(car) - 1] ?? 'P';
  const driver = (car: string): string => DRIVERS[Number(car) - 1] ?? `Driver ${car}`;
  const incidents = (when: When): Incident[] => (scenario.incidents ?? []).filter((incident) => incident.at === when);
  const finished = (): boolean => state.phase === 'finished';
  const has = (when: When, kind: Incident['kind']): boolean => incidents(when).some((incident) => incident.kind === kind);
  const missing = (cars: string[]): boolean => cars.some((car) => state.pending[car] === undefined);

  /** Standing orders and new tokens come before the step's submissions. */
  const before = (when: When): void => {
    for (const incident of incidents(when)) {
      if (incident.kind === 'order') {
        const order = incident.order === null ? null : ruleset.standingOrderSchema!.parse(incident.order);
        run({ type: 'SetStandingOrder', car: incident.car, order }, 17);
      }
      if (incident.kind === 'token')
        run(
          {
            type: 'IssueEntryToken',
            email: `${driver(incident.car).toLowerCase()}@example.org`,
            tokenHash: sha256(`golden token 2: ${scenario.name} ${incident.car}`),
          },
          19,
        );
    }
  };
  /** Cars leave and deadlines move after the step's submissions, so a car may leave with its move sent. */
  const after = (when: When): void => {
    for (const incident of incidents(when)) {
      if (finished()) return;
      if (incident.kind === 'withdraw') run({ type: 'WithdrawCar', car: incident.car }, 23);
      if (incident.kind === 'eliminate') run({ type: 'EliminateCar', car: incident.car, reason: incident.reason }, 29);
      if (incident.kind === 'extend' && state.deadline !== undefined)
        run({ type: 'ExtendDeadline', deadline: new Date(Date.parse(state.deadline) + 24 * HOUR).toISOString() }, 60);
    }
  };
  /** The step is played early by the organiser, as soon as every car has sent in, or at its deadline. */
  const play = (when: When, command: Record<string, unknown>, awaited: string[]): void => {
    if (finished()) return;
    if (has(when, 'force')) run({ ...command, force: true }, 6 * 60);
    else if (!missing(awaited)) run(command, 1);
    else run(command, 0, state.deadline);
  };

  // Registration.
  run(
    {
      type: 'CreateRace',
      raceId: scenario.name.replace(/[^A-Za-z0-9_]/g, '_'),
      title: `Golden ${scenario.rulesetId} race on ${scenario.circuitId}`,
      circuitId: scenario.circuitId,
      rulesetId: scenario.rulesetId,
      laps: scenario.laps,
      ...(scenario.maxConsecutiveMissedMoves === undefined ? {} : { maxConsecutiveMissedMoves: scenario.maxConsecutiveMissedMoves }),
      ...(scenario.qualifyingWindow === undefined ? {} : { qualifyingWindow: scenario.qualifyingWindow }),
      ...(scenario.turnWindow === undefined ? {} : { turnWindow: scenario.turnWindow }),
      ...(scenario.options === undefined ? {} : { options: scenario.options }),
      ...scenario.settings,
    },
    0,
  );
  roles.forEach((_, i) => {
    const car = String(i + 1);
    const name = driver(car);
    const timeZone = TIME_ZONES[i % TIME_ZONES.length];
    run(
      {
        type: 'RegisterEntry',
        name,
        email: `${name.toLowerCase()}@example.org`,
        language: i % 3 === 1 ? 'it' : 'en',
        ...(timeZone === undefined ? {} : { timeZone }),
        tokenHash: sha256(`golden token: ${scenario.name} ${car}`),
      },
      7,
    );
  });
  before('registration');
  after('registration');
  run({ type: 'CloseRegistration' }, 60);

  /**
   * The steps of the games that name them: each car sends its player's choice (players.ts), careful
   * but for a bold player's every other step (and now and then a careful player's first thought,
   * which his careful one replaces), or misses the step, which the race's non-human player then
   * plays for it.
   */
  const playSteps = (player: StepPlayer): void => {
    for (let steps = 0; !finished(); steps++) {
      if (steps > MAX_STEPS) throw new Error(`${scenario.name}: not finished after ${MAX_STEPS} steps`);
      const step = race.step(state)!;
      // Scenarios name these steps by their ids (`turn-3`, `move-12`).
      const when = step.id as When;
      before(when);
      for (const car of race.awaited(state)) {
        const role = roleOf(car);
        const missed = incidents(when).some((incident) => incident.kind === 'miss' && incident.car === car);
        if (missed || role === 'G' || (role === 'C' && random.chance(3))) continue;
        const send = (careful: boolean, minutes: number): void => {
          const submission = player({ circuit, state: state.game, step, car, random, careful });
          if (submission === undefined) return;
          const parsed = ruleset.kinds[step.kind]!.schema.parse(submission);
          // Most clients name the step they mean; some do not.
          attempt({ type: 'Submit', car, ...(random.chance(4) ? {} : { step: step.id }), submission: parsed }, minutes, undefined, true);
        };
        if (role === 'P' && random.chance(6)) send(false, 5);
        send(role !== 'B' || random.chance(2), 7 + random.next(50));
      }
      after(when);
      play(when, { type: 'PlayStep', step: step.id }, race.awaited(state));
    }
  };
  const recorded = (): GoldenRace => ({
    format: 1,
    name: scenario.name,
    rulesetId: scenario.rulesetId,
    circuitId: scenario.circuitId,
    seed,
    commits,
    finalState: state,
  });
  const stepPlayer = stepPlayers[ruleset.id];
  if (stepPlayer) {
    playSteps(stepPlayer);
    return recorded();
  }

  // Qualifying: the build and, in AICS, the pole lap; a ghost sends nothing and starts at the back.
  const builds = isAics ? AICS_BUILDS : CLASSIC_BUILDS;
  const buildOf = (car: string): CarBuild => builds[(Number(car) + scenario.choices) % builds.length]!;
  const qualifyingOf = (car: string, careful: boolean, lane = Number(car) % 4 === 2): unknown => {
    const build = buildOf(car);
    if (!isAics) return ruleset.kinds.qualifying!.schema.parse({ build });
    const entry = careful ? { build, lap: bestLap(ruleset, circuit, build) } : { build, lapText: lapText(circuit, random.pick([100, 120, 140])) };
    return ruleset.kinds.qualifying!.schema.parse(lane ? { ...entry, startLane: 'B' } : entry);
  };
  // A lap that can never count is refused (SC-QUAL-8 Proposed): a careless player leaves it at that, a
  // careful one sends his best lap again from the lane it was found on.
  const sendLap = (car: string, careful: boolean, minutes: number): void => {
    if (attempt({ type: 'SubmitQualifying', car, qualifying: qualifyingOf(car, careful) }, minutes, undefined, true) || !careful) return;
    attempt({ type: 'SubmitQualifying', car, qualifying: qualifyingOf(car, careful, false) }, 1, undefined, true);
  };
  before('qualifying');
  const qualifiers = race.awaited(state);
  for (const car of qualifiers) {
    const role = roleOf(car);
    if (role === 'G' || (role === 'C' && random.chance(4))) continue;
    // A careful player sometimes sends a rough lap first and replaces it with his best.
    if (role === 'P' && random.chance(3)) sendLap(car, false, 11);
    sendLap(car, role === 'P', 13);
  }
  after('qualifying');
  play('qualifying', { type: 'PublishGrid' }, race.awaited(state));

  // Setup: AICS players move a point, take soft tyres or wet ones; a classic setup only says "ready".
  const setupOf = (car: string): unknown => {
    if (!isAics) return ruleset.kinds.setup!.schema.parse({});
    const role = roleOf(car);
    const choices: Record<string, unknown>[] = [
      { movePoint: { from: 'wear', to: 'topSpeed' } },
      { softTyres: true },
      { movePoint: { from: 'startSpeed', to: 'acc' }, softTyres: random.chance(2) },
      { tyres: random.pick(['wet', 'dry']) },
      {},
    ];
    const wanted = ruleset.kinds.setup!.schema.parse(role === 'B' ? { softTyres: true } : random.pick(choices));
    try {
      ruleset.kinds.setup!.check(circuit, state.game, car, wanted);
      return wanted;
    } catch {
      return ruleset.kinds.setup!.schema.parse({});
    }
  };
  if (!finished()) {
    before('setup');
    for (const car of race.awaited(state)) {
      const role = roleOf(car);
      if (role === 'G' || role === 'C' || (role === 'O' && random.chance(2))) continue;
      run({ type: 'SubmitSetup', car, setup: setupOf(car) }, 13);
    }
    after('setup');
    play('setup', { type: 'StartRace' }, race.awaited(state));
  }

  // The turns.
  const legal = (car: string, move: unknown): Move | undefined => {
    const parsed = ruleset.kinds.racing!.schema.safeParse(move);
    if (!parsed.success) return undefined;
    try {
      ruleset.kinds.racing!.check(circuit, state.game, car, parsed.data);
      return parsed.data as Move;
    } catch {
      return undefined;
    }
  };
  /** The GNU's choice as the player's own dice see it. */
  const choice = (car: string): Move => {
    const dice = seededDice(scenario.choices * 7919 + state.turn * 131 + Number(car));
    const move = isAics ? aicsGnuMove(circuit, state.game as AicsRaceState, car, dice) : classicGnuMove(circuit, state.game as ClassicRaceState, car, dice);
    const sent = legal(car, move);
    if (!sent) throw new Error(`${scenario.name}: the GNU's move for car ${car} at turn ${state.turn} is refused: ${JSON.stringify(move)}`);
    return sent;
  };
  const faster = (car: string, move: Move): Move => legal(car, { ...move, speed: move.speed + 20 }) ?? move;
  const wild = (car: string): Move | undefined => (isAics ? legal(car, randomMove(random, circuit, state.game as AicsRaceState, car)) : undefined);

  const sends = (car: string, turn: number): boolean => {
    if (incidents(turn).some((incident) => incident.kind === 'miss' && incident.car === car)) return false;
    switch (roleOf(car)) {
      case 'G':
        return false;
      case 'C':
        return !random.chance(3);
      case 'O':
        return turn % 3 === 0;
      default:
        return true;
    }
  };
  const submit = (car: string, move: Move, minutes: number): void => {
    // Most clients name the turn they mean; some do not.
    run({ type: 'SubmitMove', car, ...(random.chance(4) ? {} : { turn: state.turn }), move }, minutes);
  };

  while (state.phase === 'racing') {
    const turn = state.turn;
    if (turn > MAX_TURNS) throw new Error(`${scenario.name}: not finished after ${MAX_TURNS} turns`);
    before(turn);
    for (const car of race.awaited(state)) {
      if (!sends(car, turn)) continue;
      const role = roleOf(car);
      if (role === 'P' && random.chance(6)) {
        // A first thought, replaced by the move that counts.
        const first = wild(car) ?? faster(car, choice(car));
        submit(car, first, 5);
      }
      const own = choice(car);
      const move = role === 'B' ? (random.chance(3) ? (wild(car) ?? faster(car, own)) : random.chance(2) ? faster(car, own) : own) : own;
      submit(car, move, 7 + random.next(50));
    }
    after(turn);
    if (finished()) break;
    if (has(turn, 'force')) run({ type: 'ResolveTurn', turn, force: true }, 6 * 60);
    else if (!missing(race.awaited(state))) run({ type: 'ResolveTurn', turn }, 1);
    else run({ type: 'ResolveTurn', turn }, 0, state.deadline);
  }
  if (!finished()) throw new Error(`${scenario.name}: the race ended in its ${state.phase} phase`);
  return recorded();
}
