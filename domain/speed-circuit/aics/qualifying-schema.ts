/**
 * What a player sends for qualifying (SC-QUAL-1..5, SC-PBEM-2): the car build and the pole lap,
 * one programmed move per turn, plus the pole-lap program as text.
 *
 * A pole-lap text has one turn per line (blank lines are skipped). A line is either a move text
 * (`180`, `140 T1`, `120 T1 1W`, see notation.ts) or the rulebook's form of SC-QUAL-5,
 * `Turn <n> – <speed>[, phrase ...]`, whose phrases, separated by `,` or `+`, map as follows:
 *   `Trajectory`, `on the Trajectory`  → trajectory T1 (the only or innermost one, SC-NOTATION-4);
 *                                        `Trajectory 2` or `T2` names another
 *   `lane C`, `CC`                     → lane C
 *   `1 Wear`, `paying 1 wear`, `1W`    → that wear written on the lane or trajectory before it
 *   `dice`, `die`, `curve die`, `D`    → roll the curve die for the lane or trajectory before it
 *   `Dec dice`, `brake check`, `BC`    → braking.brakeCheck (SC-DEC-2)
 *   `Acc dice`, `Top Speed dice`       → nothing: the roll follows from the declared speed (SC-ACC-2)
 * The turn numbers must count 1, 2, 3, … A second curve, placement, slipstream and the pits have
 * no phrase: write such a turn as a move text.
 */
import * as z from 'zod';
import { DomainError, invalid } from '../../errors.ts';
import { type CurvePreference, MAX_CURVE_PREFERENCES, parseMove } from './notation.ts';
import { CarBuild, Move } from './schemas.ts';

/** More turns than any real lap needs (the rulebook's sample lap takes 10 + 3 squares). */
export const MAX_POLE_LAP_TURNS = 25;

// The descriptions are the words the web page's generated form shows beside each field.
export const Qualifying = z.object({
  build: CarBuild.describe('Your car: the points spent on each category, 0 to 3 each and 7 in all.'),
  /** The lane the car starts the flying lap in, innermost when absent (SC-QUAL-4 Proposed). */
  startLane: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']).optional().describe('The lane your flying lap starts in; the innermost when none.'),
  lap: z.array(Move).min(1).max(MAX_POLE_LAP_TURNS).describe('The pole lap as moves, one per turn; or write it as text in "Lap text".'),
});
export type Qualifying = z.infer<typeof Qualifying>;

const TURN_LABEL = /^\s*turn\s+(\d+)\s*[-–—:.]?\s*/i;

interface Phrase {
  pattern: RegExp;
  apply(move: Move, match: RegExpExecArray, phrase: string): void;
}

const PHRASES: Phrase[] = [
  {
    pattern: /^(?:on )?(?:the )?(?:trajectory(?: t?([1-9]))?|t([1-9]))$/,
    apply: (move, match) => {
      addPreference(move, { kind: 'trajectory', trajectory: `T${match[1] ?? match[2] ?? '1'}`, pay: 'wear' });
    },
  },
  {
    pattern: /^(?:in |on |through )?(?:the )?(?:lane ([a-h])|c([a-h]))$/,
    apply: (move, match) => {
      addPreference(move, { kind: 'lane', lane: (match[1] ?? match[2] ?? '').toUpperCase(), pay: 'wear' });
    },
  },
  {
    pattern: /^(?:paying )?([0-4]) ?w(?:ear)?$/,
    apply: (move, match, phrase) => {
      lastPreference(move, phrase).wear = Number(match[1]);
    },
  },
  {
    pattern: /^(?:rolling )?(?:the )?(?:curve )?(?:dice|die|d)$/,
    apply: (move, _match, phrase) => {
      lastPreference(move, phrase).pay = 'die';
    },
  },
  {
    pattern: /^(?:dec(?:eleration)? dice|brake check|bc)$/,
    apply: (move) => {
      move.braking.brakeCheck = true;
    },
  },
  { pattern: /^(?:acc(?:eleration)?|top speed|start speed) dice$/, apply: () => undefined },
];

const PHRASE_LIST = 'Trajectory, lane <A..H>, <n> wear, dice, Dec dice or Acc dice';

/** Parses a pole-lap program, one turn per line; errors name the line: field `lap[<line>]`. */
export function parsePoleLap(text: string): Move[] {
  const lap: Move[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (line.trim() !== '') lap.push(parseTurn(line, index + 1, lap.length + 1));
  });
  if (lap.length === 0) throw invalid('lap', 'the pole lap has no turns: write one move per line');
  if (lap.length > MAX_POLE_LAP_TURNS) {
    throw invalid('lap', `the pole lap has ${lap.length} turns; at most ${MAX_POLE_LAP_TURNS} are accepted`);
  }
  return lap;
}

function parseTurn(line: string, lineNumber: number, turn: number): Move {
  const label = TURN_LABEL.exec(line);
  if (label === null) return atLine(lineNumber, 0, () => parseMove(line));
  if (Number(label[1]) !== turn) {
    throw invalid(`lap[${lineNumber}]`, `line ${lineNumber}: expected "Turn ${turn}", found "Turn ${label[1]}"`);
  }
  const rest = line.slice(label[0].length);
  const speed = /^[^\s,+]*/.exec(rest)?.[0] ?? '';
  const move = atLine(lineNumber, label[0].length, () => parseMove(speed));
  rest
    .slice(speed.length)
    .split(/[,+]/)
    .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
    .forEach((phrase, index) => {
      if (phrase !== '' || index > 0) applyPhrase(move, phrase, lineNumber);
    });
  return move;
}

function applyPhrase(move: Move, phrase: string, lineNumber: number): void {
  for (const { pattern, apply } of PHRASES) {
    const match = pattern.exec(phrase.toLowerCase());
    if (match === null) continue;
    atLine(lineNumber, 0, () => apply(move, match, phrase));
    return;
  }
  const found = phrase === '' ? 'nothing' : `"${phrase}"`;
  throw invalid(`lap[${lineNumber}]`, `line ${lineNumber}: expected ${PHRASE_LIST}, found ${found}`);
}

function addPreference(move: Move, preference: CurvePreference): void {
  if (move.curve1.length === MAX_CURVE_PREFERENCES) {
    throw invalid('phrase', `a curve takes at most ${MAX_CURVE_PREFERENCES} movement preferences (SC-NOTATION-9)`);
  }
  move.curve1.push(preference);
}

function lastPreference(move: Move, phrase: string): CurvePreference {
  const last = move.curve1.at(-1);
  if (last === undefined || last.kind === 'box') {
    throw invalid('phrase', `"${phrase}" pays for a curve: write it after the lane or trajectory it pays for`);
  }
  return last;
}

/** Runs `parse` for one line and re-labels its error with the line, and the column when it has one. */
function atLine<T>(lineNumber: number, offset: number, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const column = /^text\[(\d+)\]$/.exec(error.field)?.[1];
    const where = column === undefined ? `line ${lineNumber}` : `line ${lineNumber}, column ${Number(column) + offset}`;
    throw invalid(`lap[${lineNumber}]`, `${where}: ${error.message}`);
  }
}
