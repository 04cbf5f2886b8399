/** Checking a roll or a shuffle by its verification code (SC-DICE-2, SC-DICE-3): what it was for, its result, and its proof once the seed is out. */
import type { RollPurpose } from '../../../domain/dice.ts';
import { API_ROUTES } from '../../http/routes.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { byId, el } from './dom.ts';
import { purposeText } from './reporters.ts';
import { said } from './words.ts';

interface Checked {
  code: string;
  raceId: string;
  turn: number;
  purpose: RollPurpose;
  car?: string;
  seed: string | null;
  verification: { valid: boolean } | null;
}

type CheckedRoll = Checked & { kind: 'roll'; dice: number[]; sides: number };
/** A shuffle's order is `null` until the seed is revealed. */
type CheckedShuffle = Checked & { kind: 'shuffle'; size: number; order: number[] | null };

function describe(checked: CheckedRoll | CheckedShuffle): Node[] {
  const words = said().dice;
  const step = checked.turn === 0 ? words.qualifying : words.turn(checked.turn);
  const proof = checked.verification === null ? words.secret : checked.verification.valid ? words.verified : words.notVerified;
  const result =
    checked.kind === 'shuffle'
      ? checked.order === null
        ? words.shuffleSecret(checked.size)
        : words.shuffleOrder(checked.size, checked.order.join(', '))
      : words.rollResult(
          checked.dice.length,
          checked.sides,
          checked.dice.join(', '),
          checked.dice.reduce((sum, face) => sum + face, 0),
        );
  const kind = checked.kind === 'shuffle' ? words.shuffle : words.roll;
  return [
    el('p', {}, words.what(kind, checked.code, checked.raceId, step, checked.car ? words.car(checked.car) : '', purposeText(checked.purpose))),
    el('p', {}, result),
    el('p', {}, proof),
  ];
}

export async function verify(code: string): Promise<void> {
  const result = byId('dice-result');
  result.replaceChildren(el('p', {}, said().dice.checking(code)));
  try {
    result.replaceChildren(...describe(await api<CheckedRoll | CheckedShuffle>(API_ROUTES.roll, { parameters: { code } })));
  } catch (error) {
    result.replaceChildren(el('p', { class: 'error' }, error instanceof ApiError && error.problem.status === 404 ? said().dice.none(code) : reasonOf(error)));
  }
}

export function setUpDiceForm(): void {
  const input = byId<HTMLInputElement>('dice-code');
  byId('dice-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const code = input.value.trim();
    if (code !== '') void verify(code);
  });
}

/** A button that checks one roll of a turn report. */
export function verifyButton(code: string): HTMLButtonElement {
  const button = el('button', { type: 'button', 'aria-label': said().reports.verifyRoll(code) }, code);
  button.addEventListener('click', () => {
    byId<HTMLInputElement>('dice-code').value = code;
    void verify(code);
    byId('dice-heading').scrollIntoView();
  });
  return button;
}
