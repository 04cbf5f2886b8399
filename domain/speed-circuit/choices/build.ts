/**
 * The car build as choices (SC-CAR-4, SC-CAR-5; SCC-CAR-1, SCC-CAR-3): the points spent on each
 * category of the Performance Chart, each a count whose help says what every row gives, none above
 * what is left to spend; the summary says how many points are left and the car they make so far.
 */
import { countOf, type Picks, pickedCount, type Question } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';

export const CATEGORIES = ['startSpeed', 'acc', 'dec', 'topSpeed', 'wear'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Build = Record<Category, number>;

/** One row of the chart, by points spent: the AICS row gives Start Speed bonuses of W and WF for the race, the classic one none. */
export interface ChartRow {
  startSpeed: number;
  wBonus?: number;
  wfBonus?: number;
  acc: number;
  dec: number;
  topSpeed: number;
  wearPerLap: number;
}

export interface Chart {
  /** Points to spend, exactly (7 in AICS, 5 in classic). */
  points: number;
  /** Rows 0 to the top one. */
  rows: readonly ChartRow[];
}

interface BuildWords {
  category: Record<Category, string>;
  help: string;
  level(points: number, value: string): string;
  bonus(W: number, WF: number): string;
  wearPerLap(wear: number): string;
  pointsLeft(total: number, left: number): string;
  sheet(row: { startSpeed: number; acc: number; dec: number; topSpeed: number; wearPerLap: number }): string;
}

const WORDS: Record<Language, BuildWords> = {
  en: {
    category: { startSpeed: 'Start Speed', acc: 'Acc', dec: 'Dec', topSpeed: 'Top Speed', wear: 'Wear per lap' },
    help: 'Points spent on it, each row of the chart:',
    level: (points, value) => `${points}: ${value}`,
    bonus: (W, WF) => ` (race bonus ${[W > 0 && `${W} W`, WF > 0 && `${WF} WF`].filter(Boolean).join(', ')})`,
    wearPerLap: (wear) => `${wear} wear a lap`,
    pointsLeft: (total, left) => `${total} points in all, ${left} left.`,
    sheet: (row) => `Start Speed ${row.startSpeed} mph, Acc ${row.acc}, Dec ${row.dec}, Top Speed ${row.topSpeed}, ${row.wearPerLap} wear a lap.`,
  },
  it: {
    category: { startSpeed: 'Start Speed', acc: 'Acc', dec: 'Dec', topSpeed: 'Top Speed', wear: 'Wear per giro' },
    help: 'Punti spesi, ogni riga della tabella:',
    level: (points, value) => `${points}: ${value}`,
    bonus: (W, WF) => ` (bonus di gara ${[W > 0 && `${W} W`, WF > 0 && `${WF} WF`].filter(Boolean).join(', ')})`,
    wearPerLap: (wear) => `${wear} wear a giro`,
    pointsLeft: (total, left) => `${total} punti in tutto, ${left} da spendere.`,
    sheet: (row) => `Start Speed ${row.startSpeed} mph, Acc ${row.acc}, Dec ${row.dec}, Top Speed ${row.topSpeed}, ${row.wearPerLap} wear a giro.`,
  },
};

function valueText(words: BuildWords, category: Category, row: ChartRow): string {
  switch (category) {
    case 'startSpeed': {
      const W = row.wBonus ?? 0;
      const WF = row.wfBonus ?? 0;
      return `${row.startSpeed} mph${W + WF > 0 ? words.bonus(W, WF) : ''}`;
    }
    case 'wear':
      return words.wearPerLap(row.wearPerLap);
    default:
      return `${row[category]} mph`;
  }
}

/**
 * The five counts, in the chart's order; a count not picked is 0, and one above what the categories
 * before it leave is dropped, as a form forgets a value it can no longer hold. `build` once every
 * point is spent.
 */
export function buildChoices(picks: Picks, chart: Chart, language: Language): { questions: Question[]; summary: string[]; build: Build | null } {
  const words = WORDS[language];
  const top = chart.rows.length - 1;
  let left = chart.points;
  const build = {} as Build;
  for (const category of CATEGORIES) {
    build[category] = pickedCount(picks, category, 0, Math.min(top, left)) ?? 0;
    left -= build[category];
  }
  const questions = CATEGORIES.map((category) => {
    const help = `${words.help} ${chart.rows.map((row, points) => words.level(points, valueText(words, category, row))).join(' · ')}.`;
    return countOf(
      { [category]: [String(build[category])] },
      { id: category, label: words.category[category], help },
      0,
      Math.min(top, build[category] + left),
    );
  });
  const row = (category: Category) => chart.rows[build[category]]!;
  const sheet = {
    startSpeed: row('startSpeed').startSpeed,
    acc: row('acc').acc,
    dec: row('dec').dec,
    topSpeed: row('topSpeed').topSpeed,
    wearPerLap: row('wear').wearPerLap,
  };
  return { questions, summary: [words.pointsLeft(chart.points, left), words.sheet(sheet)], build: left === 0 ? build : null };
}

/** A category's name, and what a row of the chart gives in it, in the reader's words. */
export const categoryWords = (language: Language, category: Category, row: ChartRow): { name: string; value: string } => ({
  name: WORDS[language].category[category],
  value: valueText(WORDS[language], category, row),
});
