/** Checking a roll or a shuffle by its verification code (SC-DICE-2, SC-DICE-3): what it was for, its result, and its proof once the seed is out. */
import type { RollPurpose } from '../../../domain/dice.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { byId, el } from './dom.ts';
import { purposeText } from './reporters.ts';

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
  const step = checked.turn === 0 ? 'qualifying' : `turn ${checked.turn}`;
  const what = checked.kind === 'shuffle' ? 'shuffle' : 'roll';
  const proof =
    checked.verification === null
      ? `The race is not over: the dice seed is still secret, so the ${what} can be recomputed only after the finish.`
      : checked.verification.valid
        ? `Verified: the revealed seed gives exactly this ${what}.`
        : `NOT verified: the revealed seed gives a different ${what}.`;
  const result =
    checked.kind === 'shuffle'
      ? checked.order === null
        ? `${checked.size} items; their order stays secret until the finish.`
        : `${checked.size} items, in the order ${checked.order.join(', ')} (each the place the item held before the shuffle, from 0).`
      : `${checked.dice.length}d${checked.sides}: ${checked.dice.join(', ')} (total ${checked.dice.reduce((sum, face) => sum + face, 0)}).`;
  return [
    el(
      'p',
      {},
      `${checked.kind === 'shuffle' ? 'Shuffle' : 'Roll'} ${checked.code}: race ${checked.raceId}, ${step}${checked.car ? `, car ${checked.car}` : ''}, for ${purposeText(checked.purpose)}.`,
    ),
    el('p', {}, result),
    el('p', {}, proof),
  ];
}

export async function verify(code: string): Promise<void> {
  const result = byId('dice-result');
  result.replaceChildren(el('p', {}, `Checking ${code}…`));
  try {
    result.replaceChildren(...describe(await api<CheckedRoll | CheckedShuffle>(`/dice/${encodeURIComponent(code)}`)));
  } catch (error) {
    result.replaceChildren(
      el('p', { class: 'error' }, error instanceof ApiError && error.problem.status === 404 ? `No roll or shuffle has the code ${code}.` : reasonOf(error)),
    );
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
  const button = el('button', { type: 'button', 'aria-label': `Verify roll ${code}` }, code);
  button.addEventListener('click', () => {
    byId<HTMLInputElement>('dice-code').value = code;
    void verify(code);
    byId('dice-heading').scrollIntoView();
  });
  return button;
}
