/**
 * What a player sends in the start step (VK-START-2, VK-START-4, VK-SP-2): his split of the 8
 * points, the first move's gear when his car starts from pole, and, in a race with the Super Power
 * tokens, the tokens he wants in order of preference. All players send at once; the referee plays
 * them (start-step.ts). As text (this project's notation, as for the moves):
 *
 *   start := "G" 0..8 "N" 0..8 [">" 3..5] ["P" A..H… | "P-"]
 *
 * `G3N5 >5 PCGA`: 3 Gomma and 5 Nitro points, 5th gear for the first move, and token C if it is
 * still in the reserve when the car chooses, else G, else A; `P-` takes none. Refusals name the
 * column (1-based) as the moves' do: field `text[<column>]`.
 */
import * as z from 'zod';
import { invalid } from '../errors.ts';
import { FIRST_GEARS, STARTING_POINTS } from './start.ts';
import type { VektoraceState } from './state.ts';
import { SuperPower } from './superpower.ts';

const Points = z.number().int().min(0).max(STARTING_POINTS);

export const StartChoice = z
  .strictObject({
    gomma: Points.describe('The Gomma points of your 8.'),
    nitro: Points.describe('The Nitro points of your 8.'),
    firstGear: z
      .number()
      .int()
      .min(FIRST_GEARS[0])
      .max(FIRST_GEARS.at(-1)!)
      .optional()
      .describe('The gear of every car’s first move, 3, 4 or 5; sent by the pole car’s player only.'),
    powers: z
      .array(SuperPower)
      .max(SuperPower.options.length)
      .refine((list) => new Set(list).size === list.length, 'each token may be named once')
      .optional()
      .describe(
        'In a race with the Super Power tokens: the tokens you want, most wanted first. When your turn to choose comes (from the last car to the pole), you take the first still in the reserve; none if all are gone, or if you name none.',
      ),
  })
  .refine((choice) => choice.gomma + choice.nitro === STARTING_POINTS, {
    path: ['nitro'],
    message: `the Gomma and Nitro points make ${STARTING_POINTS} in all (VK-START-2)`,
  });
export type StartChoice = z.infer<typeof StartChoice>;

/**
 * VK-START-4, VK-SP-2: what the car's start choice lacks or may not have in this race, naming the
 * field; the pole car is the first in the starting order. Naming no token takes none, in any race.
 */
export const checkStartChoice = (state: VektoraceState, car: string, choice: StartChoice): void => {
  const pole = state.order[0];
  if (car === pole && choice.firstGear === undefined)
    throw invalid('firstGear', `car ${car} starts from pole: its player chooses the first move's gear, 3, 4 or 5 (VK-START-4)`);
  if (car !== pole && choice.firstGear !== undefined)
    throw invalid('firstGear', `only the pole car's player chooses the first move's gear (VK-START-4); car ${pole} starts from pole`);
  if (state.reserve === undefined && (choice.powers?.length ?? 0) > 0) throw invalid('powers', 'this race is played without the Super Power tokens');
};

const refuse = (column: number, message: string): never => {
  throw invalid(`text[${column}]`, message);
};

export const parseStartChoice = (text: string): StartChoice => {
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0].toUpperCase(), column: (m.index ?? 0) + 1 }));
  const [points, ...rest] = words;
  const split = points && /^G([0-8])N([0-8])$/.exec(points.text);
  if (!split) return refuse(points?.column ?? 1, 'expected the split of the 8 points, such as G4N4 (Gomma, Nitro)');
  const gomma = Number(split[1]);
  const nitro = Number(split[2]);
  if (gomma + nitro !== STARTING_POINTS) refuse(points!.column, `the Gomma and Nitro points make ${STARTING_POINTS} in all (VK-START-2)`);
  let at = 0;
  let firstGear: number | undefined;
  if (rest[at]?.text.startsWith('>')) {
    const word = rest[at++]!;
    if (!/^>[345]$/.test(word.text)) refuse(word.column + 1, 'expected the first move’s gear, 3, 4 or 5 (VK-START-4)');
    firstGear = Number(word.text[1]);
  }
  let powers: SuperPower[] | undefined;
  const powerWord = rest[at];
  if (powerWord?.text.startsWith('P')) {
    at += 1;
    const letters = powerWord.text === 'P-' ? '' : powerWord.text.slice(1);
    if (powerWord.text !== 'P-' && letters === '') refuse(powerWord.column + 1, 'expected the tokens wanted, such as PCGA, or P- for none');
    powers = [];
    for (const [i, letter] of [...letters].entries()) {
      const column = powerWord.column + 1 + i;
      if (!(SuperPower.options as readonly string[]).includes(letter)) refuse(column, `expected a Super Power token, A to H, found "${letter}"`);
      if (powers.includes(letter as SuperPower)) refuse(column, `token ${letter} is named twice`);
      powers.push(letter as SuperPower);
    }
  }
  if (rest[at] !== undefined) refuse(rest[at]!.column, 'nothing may follow but the first gear (>3 to >5) and the tokens wanted (P…), in that order');
  return { gomma, nitro, ...(firstGear === undefined ? {} : { firstGear }), ...(powers === undefined ? {} : { powers }) };
};

export const printStartChoice = (choice: StartChoice): string =>
  [
    `G${choice.gomma}N${choice.nitro}`,
    choice.firstGear === undefined ? undefined : `>${choice.firstGear}`,
    choice.powers === undefined ? undefined : choice.powers.length === 0 ? 'P-' : `P${choice.powers.join('')}`,
  ]
    .filter((word) => word !== undefined)
    .join(' ');
