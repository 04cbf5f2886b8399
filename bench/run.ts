/**
 * `npm run bench`: the speed, size and cost figures of the rules engine and the backend, each
 * printed with its target. Never asserted in tests: on shared machines timings vary too much.
 */
import { loadavg } from 'node:os';
import { createRace } from '../domain/race/index.ts';
import { rulesets } from '../domain/rulesets.ts';
import { vektorace } from '../domain/vektorace/ruleset.ts';
import { RESOLVE_EVERY_MINUTES } from '../infra/stack.ts';
import { compareDrivers, TURN_CAP } from '../test/hex-rally/drivers.ts';
import { compareDrivers as compareLamborghiniDrivers } from '../test/lamborghini/drivers.ts';
import { compareDrivers as compareVektoraceDrivers, ROUND_CAP } from '../test/vektorace/drivers.ts';
import { type ApiRace, apiRace, EARLY_TURNS, LATE_TURNS, WARM_UP_TURN } from './api.ts';
import { INIT_RUNS, measureBundles } from './bundle.ts';
import { burst } from './burst.ts';
import { calendarFeed, FEED_RACES } from './calendar.ts';
import { PRICES, REGION, raceCost, totalUsd } from './cost.ts';
import { replay, resolveOneTurn } from './engine.ts';
import { gnuBench } from './gnu.ts';
import { HEX_CARS, HEX_CHOICES_TRACK, hexRallyChoices, hexRallyTurn } from './hex-rally.ts';
import { LAMBORGHINI_CARS, lamborghiniTurn } from './lamborghini.ts';
import { LB_CHOICES, LB_CHOICES_TARGET, lamborghiniChoicesFigures } from './lamborghini-choices.ts';
import { DRIVERS, leagueSeason, RACES, TIERS } from './league.ts';
import { CARS, LAPS } from './players.ts';
import { seasonClose } from './season.ts';
import { SC_CHOICES, SC_CHOICES_TARGET, speedCircuitChoicesFigures } from './speed-circuit-choices.ts';
import { median, percentile } from './stats.ts';
import { against, type Figure, info, ms, printTable, ratio, unavailable } from './table.ts';
import { VK_CARS, vektoraceMove } from './vektorace.ts';
import { VK_CHOICES, VK_CHOICES_TARGET, vektoraceChoicesFigures } from './vektorace-choices.ts';
import { VK_PREVIEW, VK_PREVIEW_TARGET, vektoracePreviewFigures } from './vektorace-preview.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 140);

/** Runs one group of figures; when it fails, its figures say so and the others still run. */
async function attempt(placeholders: [string, string][], run: () => Promise<Figure[]> | Figure[]): Promise<Figure[]> {
  try {
    return await run();
  } catch (error) {
    return placeholders.map(([name, target]) => unavailable(name, target, reason(error)));
  }
}

const F1 = 'turn of 26 cars on monza, p50 (p90)';
const F2 = `replay of a ${CARS}-car ${LAPS}-lap race`;
const F3 = 'move p50 (p99), 26 at once ÷ raw put+query 26 at once';
const F4 = 'move p50 at turns 60–62 ÷ turns 2–4 (26 at once)';
const F5 = 'API bundle, minified ESM';
const F6 = 'API bundle init in a fresh node, SDK client loaded';
const F7 = `AWS cost of one ${CARS}-car ${LAPS}-lap race`;
const F8 = `one turn of a ${HEX_CARS}-car hex rally race, median (p90)`;
const F14 = `a seat's choices of a ${HEX_CARS}-car hex rally declaration on ${HEX_CHOICES_TRACK}, p50 (p90)`;
const F13 = `one car's move of a ${VK_CARS}-car Vektorace race, median (p90)`;
const F12 = `one turn of a ${LAMBORGHINI_CARS}-car Lamborghini race (a round), median (p90)`;
const F15 = `a league season's close, ${TIERS} tiers × ${DRIVERS} drivers × ${RACES} races, the domain's part, median (p90)`;
const F16 = `a league season's close through the API, ${TIERS} tiers × ${DRIVERS} drivers × ${RACES} races, next season's races created`;
const F17 = `the calendar feed of a player in ${FEED_RACES} races through the API, p50 (p90)`;
/**
 * Issue 17's burst: 1,000 races at an SES rate this 2-core machine keeps up with, the bound then
 * 520 s (at the issue's 500 a second it would be the machine's CPU, not SES, that set the pace);
 * sized by the environment for a shorter run. The time per race needs fewer races: it is flat from
 * 10 to 100.
 */
const BURST_RACES = Number(process.env.BURST_RACES ?? 1000);
const BURST_SES_RATE = Number(process.env.BURST_SES_RATE ?? 50);
const TIMED_RACES = 20;
const F9 = `${BURST_RACES} races of ${CARS} cars due at once, SES at ${BURST_SES_RATE}/s: last email ÷ the rate's bound`;
const F10 = '  move p50 of other races during the burst ÷ quiet';
const F11 = `time per race, ${TIMED_RACES} races at once, 50 ms per SES call, unpaced`;
/** Measured on 57174e3, before issue 17 (one race after another, one email after another): the same figure. */
const PER_RACE_BEFORE_MS = 2349;

function engineFigures(): Figure[] {
  const turn = resolveOneTurn();
  const rules = Object.entries(turn.exercised)
    .filter(([type]) => !['TurnStarted', 'MoveOrderSet', 'CarMoved', 'TurnEnded', 'RunningOrderSet'].includes(type))
    .map(([type, count]) => `${type} ${count}`)
    .join(', ');
  return [
    against(F1, turn.median, 1, `${ms(turn.median)} (${ms(turn.p90)}), ${turn.racing} cars, ${turn.events} events`, '≤ 1 ms'),
    info(`  events of that turn (${turn.turn})`, rules),
  ];
}

function lamborghiniFigures(): Figure[] {
  const turn = lamborghiniTurn();
  return [against(F12, turn.median, 1, `${ms(turn.median)} (${ms(turn.p90)}), round ${turn.round}, ${turn.steps} steps, ${turn.events} events`, '≤ 1 ms')];
}

/** Issue 29: a tenth of the 2 s the whole close may take, the rest left to the application layer's reads and writes. */
function leagueFigures(): Figure[] {
  const season = leagueSeason();
  const decided = Object.entries(season.decidedBy)
    .map(([by, drivers]) => `${by} ${drivers}`)
    .join(', ');
  return [
    against(F15, season.median, 200, `${ms(season.median)} (${ms(season.p90)})`, '≤ 200 ms'),
    info('  standings, final orders, next tiers, ratings', `places decided by ${decided}; ${season.moved} drivers moved or left; ${season.rated} rated`),
  ];
}

/** Issue 29: the close, the ratings and next season's races and season, through the API on its store. */
async function seasonCloseFigures(): Promise<Figure[]> {
  const close = await seasonClose();
  const { parts } = close;
  return [
    against(F16, close.ms, 2000, ms(close.ms), '≤ 2 s'),
    info(
      '  close, ratings, next races, next season',
      `${ms(parts.close)}, ${ms(parts.ratings)}, ${ms(parts.nextRaces)}, ${ms(parts.nextSeason)}; ${close.moved} drivers moved (the season played in ${ms(close.setupMs)})`,
    ),
  ];
}

/** Issue 30: a player's calendar feed, read as his calendar program reads it. */
async function calendarFeedFigures(): Promise<Figure[]> {
  const feed = await calendarFeed();
  return [against(F17, feed.median, 50, `${ms(feed.median)} (${ms(feed.p90)}), ${feed.events} events, ${feed.octets} octets`, '≤ 50 ms')];
}

/** Issue 15 point 6: over 200 seeded races the non-human player places ahead of a random legal player. */
function lamborghiniDriverLine(): string {
  const { races, nonHuman, random } = compareLamborghiniDrivers(200);
  return `${races} seeds, each raced twice with the seats swapped, 4 cars (2 of each): mean place non-human ${nonHuman.toFixed(3)}, random ${random.toFixed(3)} (target: non-human lower)`;
}

function hexRallyFigures(): Figure[] {
  const turn = hexRallyTurn();
  const choices = hexRallyChoices();
  return [
    against(F8, turn.median, 1, `${ms(turn.median)} (${ms(turn.p90)}), turn ${turn.turn}, ${turn.racing} cars, ${turn.events} events`, '≤ 1 ms'),
    info('  same, every car left to the non-human player', ms(turn.nonHuman)),
    against(F14, choices.median, 20, `${ms(choices.median)} (${ms(choices.p90)}), turn ${choices.turn}, up to ${choices.options} options`, '≤ 20 ms'),
  ];
}

function vektoraceFigures(): Figure[] {
  const move = vektoraceMove();
  return [
    against(F13, move.median, 1, `${ms(move.median)} (${ms(move.p90)}), round ${move.round}`, '≤ 1 ms'),
    info('  same, the move left to the non-human player', ms(move.nonHuman)),
  ];
}

const pooled = (byTurn: Map<number, number[]>, turns: readonly number[]): number[] => turns.flatMap((turn) => byTurn.get(turn) ?? []);

function backendFigures(race: ApiRace): Figure[] {
  const rawP50 = median(race.raw);
  const rawP99 = percentile(race.raw, 99);
  const rawAtOnceP50 = median(race.rawAtOnce);
  const rawAtOnceP99 = percentile(race.rawAtOnce, 99);
  const early = pooled(race.atOnce, EARLY_TURNS);
  const late = pooled(race.atOnce, LATE_TURNS);
  const alone = [...race.oneAtATime.values()].flat();
  const quietEarly = pooled(race.oneAtATime, [5, 6, 7]);
  const quietLate = pooled(race.oneAtATime, [63, 64, 65]);
  const perRound = (samples: number[], turns: readonly number[]) => Math.round(samples.length / turns.length);
  const latency = (samples: number[]) => `${ms(median(samples))} (${ms(percentile(samples, 99))})`;
  const figures: Figure[] = [
    against(
      F3,
      median(early) / rawAtOnceP50,
      1.5,
      `${ratio(median(early) / rawAtOnceP50)} (${ratio(percentile(early, 99) / rawAtOnceP99)}): ${latency(early)} ÷ ${latency(race.rawAtOnce)}`,
      '≤ 1.5×',
    ),
    info(`  turn ${WARM_UP_TURN}, the first sent at once (warm-up, not counted)`, latency(race.atOnce.get(WARM_UP_TURN) ?? [])),
    info('  same ÷ raw put+query one at a time', `${ratio(median(early) / rawP50)} (${ratio(percentile(early, 99) / rawP99)}): ÷ ${latency(race.raw)}`),
    info(
      '  move p50 (p99), one at a time ÷ raw one at a time',
      `${ratio(median(alone) / rawP50)} (${ratio(percentile(alone, 99) / rawP99)}): ${latency(alone)}`,
    ),
  ];
  if (late.length === 0) figures.push(unavailable(F4, '≤ 1.3×', `the race ended at turn ${race.turns}`));
  else {
    figures.push(
      against(
        F4,
        median(late) / median(early),
        1.3,
        `${ratio(median(late) / median(early))}: ${ms(median(late))} ÷ ${ms(median(early))} (${perRound(late, LATE_TURNS)} vs ${perRound(early, EARLY_TURNS)} cars)`,
        '≤ 1.3×',
      ),
      info(
        '  same, one at a time (turns 63–65 ÷ 5–7)',
        `${ratio(median(quietLate) / median(quietEarly))}: ${ms(median(quietLate))} ÷ ${ms(median(quietEarly))}`,
      ),
    );
  }
  return figures;
}

function replayFigures(race: ApiRace): Figure[] {
  const replayed = replay(createRace(rulesets), race.events);
  if (!replayed.finished) throw new Error('the replayed race did not finish');
  return [
    against(
      F2,
      replayed.median,
      100,
      `${ms(replayed.median)}: ${replayed.turns} turns, ${replayed.raceEvents} race events carrying ${replayed.rulesetEvents} game events`,
      '≤ 100 ms',
    ),
  ];
}

async function bundleFigures(): Promise<Figure[]> {
  const { bytes, apiInit } = await measureBundles();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    against(F5, bytes.api / 1024, 300, kb(bytes.api), '≤ 300 KB'),
    info('  resolver bundle, minified ESM', kb(bytes.resolver)),
    'error' in apiInit ? unavailable(F6, '≤ 100 ms', apiInit.error) : against(F6, apiInit.ms, 100, `${ms(apiInit.ms)} median of ${INIT_RUNS}`, '≤ 100 ms'),
    ...('error' in apiInit
      ? []
      : [
          info('  whole import, SDK included', `${ms(apiInit.totalMs)} (the DynamoDB client alone ${ms(apiInit.sdkMs)}, provided by the Lambda runtime)`),
          info(
            '  that init by part, unminified (median)',
            apiInit.parts
              .filter(([, spent]) => spent >= 1)
              .map(([part, spent]) => `${part} ${ms(spent)}`)
              .join(', '),
          ),
          info('  the first request naming a game adds (median)', apiInit.games.map(([game, spent]) => `${game} ${ms(spent)}`).join(', ')),
        ]),
  ];
}

function costFigure(race: ApiRace): Figure {
  const lines = raceCost(race);
  // Issue 17 point 4: the race's own cost, SES apart (its price is per email, whatever the design).
  const withoutSes = totalUsd(lines.filter((line) => !line.item.startsWith('SES')));
  return against(
    `${F7}, SES apart`,
    withoutSes,
    0.02,
    `$${withoutSes.toFixed(4)} ($${totalUsd(lines).toFixed(3)} with SES; ${REGION}, breakdown below)`,
    '≤ $0.02',
  );
}

function printCost(race: ApiRace): void {
  console.log(`\nAWS cost of that race (${race.turns} turns), ${REGION} on-demand prices, no free tier:`);
  for (const line of raceCost(race)) console.log(`  ${line.item.padEnd(40)} ${line.quantity.padEnd(44)} $${line.usd.toFixed(5)}`);
  const writes = Object.entries(race.usage.writeUnitsByItem).sort(([, a], [, b]) => b - a);
  console.log(`  the writes by command and item: ${writes.map(([kind, units]) => `${kind} ${units} WRU`).join(', ')}`);
  console.log(
    `  prices: DynamoDB $${PRICES.dynamoWriteUnit * 1e6}/M WRU, $${PRICES.dynamoReadUnit * 1e6}/M RRU, $${PRICES.dynamoStorageGbMonth} + $${PRICES.pitrGbMonth} (PITR) per GB-month;\n` +
      `  Lambda arm64 $${PRICES.lambdaRequest * 1e6}/M requests, $${PRICES.lambdaGbSecond}/GB-s; SQS FIFO $${PRICES.sqsFifoRequest * 1e6}/M requests; HTTP API $${PRICES.httpApiRequest * 1e6}/M requests; SES $${PRICES.sesEmail * 1000}/1000 emails + $${PRICES.sesAttachmentGb}/GB of attachments.\n` +
      '  Lambda duration: the local time of each invocation plus 10 ms in-region latency per DynamoDB call.\n' +
      `  Not per race: the resolver schedule (${(24 * 60) / RESOLVE_EVERY_MINUTES} runs a day), CloudWatch logs, cold starts.`,
  );
}

async function burstFigures(): Promise<Figure[]> {
  const paced = await burst({ races: BURST_RACES, latencyMs: 50, ratePerSecond: BURST_SES_RATE });
  const unpaced = await burst({ races: TIMED_RACES, latencyMs: 50 });
  const moves = median(paced.burstMoves) / median(paced.quietMoves);
  const once = paced.played === paced.races && paced.playedTwice === 0 && paced.emails === paced.races * CARS;
  return [
    against(F9, paced.ms / paced.boundMs, 1.2, `${ratio(paced.ms / paced.boundMs)}: ${ms(paced.ms)} ÷ ${ms(paced.boundMs)} (${paced.emails} emails)`, '≤ 1.2×'),
    against(
      '  each step played once, every email sent once',
      once ? 0 : 1,
      0,
      `${paced.played}/${paced.races} played, ${paced.playedTwice} twice, ${paced.emails} emails`,
      'all',
    ),
    against(F10, moves, 2, `${ratio(moves)}: ${ms(median(paced.burstMoves))} ÷ ${ms(median(paced.quietMoves))}`, '≤ 2×'),
    info(F11, `${ms(unpaced.ms / unpaced.races)} (${ms(PER_RACE_BEFORE_MS)} before issue 17)`),
  ];
}

/** Seconds each part of the run took, for the footer. */
const spent: string[] = [];
async function section<T>(name: string, run: () => Promise<T>): Promise<T> {
  const start = Date.now();
  try {
    return await run();
  } finally {
    spent.push(`${name} ${((Date.now() - start) / 1000).toFixed(0)} s`);
  }
}

/** Issue 13 point 5: the non-human player finishes in at least 30% fewer turns than chance. */
function hexDriverLines(): string[] {
  return ['test-loop', 'orc-pass'].map((track) => {
    const { nonHuman, random } = compareDrivers(track, 200);
    const of = (f: typeof nonHuman) => `${f.meanTurns.toFixed(1)} turns (${f.races - f.unfinished} finished, ${f.out} put out)`;
    return `${track}: non-human ${of(nonHuman)}; random ${of(random)}, an unfinished race counted at ${TURN_CAP}: ${ratio(nonHuman.meanTurns / random.meanTurns)} (target ≤ 0.70×)`;
  });
}

/** Issue 14 point 6: the non-human player against a driver picking uniformly among the legal moves, 200 seeded one-lap races of one car. */
function vektoraceDriverLines(): string[] {
  return ['default', 'otto-curve'].map((id) => {
    const { nonHuman, random } = compareVektoraceDrivers(vektorace.shippedCircuits()[id]!, { races: 200, cars: 1, laps: 1 });
    const of = (f: typeof nonHuman) => `${f.meanRounds.toFixed(1)} rounds (${f.races - f.unfinished} finished)`;
    return `${id}: non-human ${of(nonHuman)}; random ${of(random)}, an unfinished race counted at ${ROUND_CAP}: ${ratio(nonHuman.meanRounds / random.meanRounds)}`;
  });
}

async function main(): Promise<void> {
  console.log(
    `speed-master bench: node ${process.version}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );
  const engine = await section('engine', () => attempt([[F1, '≤ 1 ms']], engineFigures));
  const hexTurn = await section('hex rally turn', () =>
    attempt(
      [
        [F8, '≤ 1 ms'],
        [F14, '≤ 20 ms'],
      ],
      hexRallyFigures,
    ),
  );
  const vkMove = await section('vektorace move', () => attempt([[F13, '≤ 1 ms']], vektoraceFigures));
  const vkPreview = await section('vektorace preview', () => attempt([[VK_PREVIEW, VK_PREVIEW_TARGET]], vektoracePreviewFigures));
  const vkChoices = await section('vektorace choices', () => attempt([[VK_CHOICES, VK_CHOICES_TARGET]], vektoraceChoicesFigures));
  const scChoices = await section('speed circuit choices', () => attempt([[SC_CHOICES, SC_CHOICES_TARGET]], speedCircuitChoicesFigures));
  const lamborghiniTurnFigures = await section('lamborghini turn', () => attempt([[F12, '≤ 1 ms']], lamborghiniFigures));
  const lbChoices = await section('lamborghini choices', () => attempt([[LB_CHOICES, LB_CHOICES_TARGET]], lamborghiniChoicesFigures));
  const league = await section('league season', () => attempt([[F15, '≤ 200 ms']], leagueFigures));
  const leagueClose = await section('league season close', () => attempt([[F16, '≤ 2 s']], seasonCloseFigures));
  const calendar = await section('calendar feed', () => attempt([[F17, '≤ 50 ms']], calendarFeedFigures));
  let race: ApiRace | undefined;
  let raceError = '';
  await section('local race', async () => {
    try {
      race = await apiRace();
    } catch (error) {
      raceError = `local race failed: ${reason(error)}`;
    }
  });
  const played = race;
  const fromRace = played
    ? [
        ...(await section('replay', () => attempt([[F2, '≤ 100 ms']], () => replayFigures(played)))),
        ...(await attempt(
          [
            [F3, '≤ 1.5×'],
            [F4, '≤ 1.3×'],
          ],
          () => backendFigures(played),
        )),
      ]
    : [unavailable(F2, '≤ 100 ms', raceError), unavailable(F3, '≤ 1.5×', raceError), unavailable(F4, '≤ 1.3×', raceError)];
  const bundles = await section('bundles', () =>
    attempt(
      [
        [F5, '≤ 300 KB'],
        [F6, '≤ 100 ms'],
      ],
      bundleFigures,
    ),
  );
  const bursts = await section('burst', () =>
    attempt(
      [
        [F9, '≤ 1.2×'],
        [F10, '≤ 2×'],
      ],
      burstFigures,
    ),
  );
  const gnu = await section('gnu', () => gnuBench().catch((error: unknown) => [`the GNU figures failed: ${reason(error)}`]));
  const hexDrivers = await section('hex rally drivers', async () => hexDriverLines());
  const vkDrivers = await section('vektorace drivers', async () => vektoraceDriverLines());
  const lamborghiniDrivers = await section('lamborghini drivers', async () => lamborghiniDriverLine());
  printTable([
    ...engine,
    ...hexTurn,
    ...vkMove,
    ...vkPreview,
    ...vkChoices,
    ...scChoices,
    ...lamborghiniTurnFigures,
    ...lbChoices,
    ...league,
    ...leagueClose,
    ...calendar,
    ...fromRace,
    ...bundles,
    played ? costFigure(played) : unavailable(F7, '≤ $0.02', raceError),
    ...bursts,
  ]);
  if (played) printCost(played);
  console.log('\nThe non-human player and the best-lap solver:');
  for (const line of gnu) console.log(`  ${line}`);
  console.log('\nHex rally: the non-human player against a driver picking uniformly among the legal orders (one car, 200 seeded races a track):');
  for (const line of hexDrivers) console.log(`  ${line}`);
  console.log('\nVektorace: the non-human player against a driver picking uniformly among the legal moves (one car, one lap, 200 seeded races a circuit):');
  for (const line of vkDrivers) console.log(`  ${line}`);
  console.log('\nLamborghini: the non-human player against a random legal player:');
  console.log(`  ${lamborghiniDrivers}`);
  console.log(`\n(${spent.join(', ')})`);
}

await main();
