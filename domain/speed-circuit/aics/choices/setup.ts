/**
 * The AICS pre-race choices (SC-GAME-5 (5)): one preparation point moved for the race (SC-QUAL-11),
 * soft tyres (SC-SOFT-1, SC-SOFT-2) and the tyres to start on, by default those for the track
 * (SC-GAME-5 Proposed, SC-RAIN-6). Each option says what the car becomes; the summary, the race car
 * with its wear for the race.
 */
import { DomainError } from '../../../errors.ts';
import { type Choices, oneOf, type Picks, type Question } from '../../../race/choices.ts';
import type { Language } from '../../../race/language.ts';
import { CATEGORIES, type Category, categoryWords } from '../../choices/build.ts';
import { oneWithDefault } from '../../choices/racing.ts';
import { movePoint, PERFORMANCE_CHART, raceWear } from '../car.ts';
import type { AicsRaceState } from '../qualifying/index.ts';
import type { CarBuild, Tyres } from '../schemas.ts';
import type { Setup } from '../setup.ts';
import { AICS_CHOICE_WORDS } from './words.ts';

const TOP_ROW = PERFORMANCE_CHART.length - 1;

export function setupChoices(state: AicsRaceState, carId: string, picks: Picks, language: Language): Choices {
  const words = AICS_CHOICE_WORDS[language];
  const car = state.cars[carId];
  if (car === undefined) throw new DomainError('notFound', 'car', `car ${carId} is not on the grid`);
  const { build } = car;
  const change = (category: Category, points: number) => {
    const now = categoryWords(language, category, PERFORMANCE_CHART[build[category]]!);
    return `${now.name}: ${words.change(now.value, categoryWords(language, category, PERFORMANCE_CHART[points]!).value)}`;
  };
  const from = oneWithDefault(
    picks,
    { id: 'pointFrom', label: words.pointFrom, help: words.pointFromHelp },
    [
      { id: 'none', label: words.keepBuild },
      ...CATEGORIES.filter((category) => build[category] > 0).map((category) => ({ id: category, label: change(category, build[category] - 1) })),
    ],
    'none',
  );
  const questions: Question[] = [from];
  const taken = CATEGORIES.find((category) => category === from.picked[0]);
  let moved: { from: Category; to: Category } | undefined;
  let raced: CarBuild = build;
  if (taken !== undefined) {
    const to = oneOf(
      picks,
      { id: 'pointTo', label: words.pointTo },
      CATEGORIES.filter((category) => category !== taken && build[category] < TOP_ROW).map((category) => ({
        id: category,
        label: change(category, build[category] + 1),
      })),
    );
    questions.push(to);
    const given = CATEGORIES.find((category) => category === to.picked[0]);
    if (given !== undefined) {
      moved = { from: taken, to: given };
      raced = movePoint(build, taken, given);
    }
  }
  const laps = state.laps;
  const W = (soft: boolean) => raceWear(raced, laps, soft).wear;
  const soft = oneWithDefault(
    picks,
    { id: 'softTyres', label: words.softTyres, help: words.softHelp },
    [
      { id: 'no', label: words.noSoft },
      { id: 'yes', label: words.soft(W(true) - W(false)), detail: words.softDetail },
    ],
    'no',
  );
  const track = state.weather.track;
  const tyres = oneWithDefault(
    picks,
    { id: 'tyres', label: words.tyres },
    [
      { id: 'track', label: words.tyresFor(track) },
      ...(['dry', 'wet'] as const).map((kind: Tyres) => ({
        id: kind,
        label: words.tyre[kind],
        ...(kind === track ? {} : { detail: words.wrongTyres(track) }),
      })),
    ],
    'track',
  );
  questions.push(soft, tyres);
  const softTyres = soft.picked[0] === 'yes';
  const fitted = tyres.picked[0] === 'dry' || tyres.picked[0] === 'wet' ? tyres.picked[0] : undefined;
  const purse = raceWear(raced, laps, softTyres);
  const summary = [
    words.track(track, state.weather.marker),
    `${CATEGORIES.map((category) => categoryWords(language, category, PERFORMANCE_CHART[raced[category]]!))
      .map(({ name, value }) => `${name} ${value}`)
      .join(', ')}.`,
    words.raceWear(purse.wear, purse.brakeWear, laps),
  ];
  if (taken !== undefined && moved === undefined) return { questions, summary, warnings: [], submission: null };
  const setup: Setup = { ...(moved === undefined ? {} : { movePoint: moved }), softTyres, ...(fitted === undefined ? {} : { tyres: fitted }) };
  return { questions, summary, warnings: [], submission: setup };
}
