/** Checking a roll by its verification code (SC-DICE-2, SC-DICE-3): what it was for, its faces, and its proof once the seed is out. */
import type { RollPurpose } from '../../../domain/dice.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { byId, el } from './dom.ts';
import { purposeText } from './reporters.ts';

interface CheckedRoll {
  code: string;
  raceId: string;
  turn: number;
  purpose: RollPurpose;
  car?: string;
  dice: number[];
  sides: number;
  seed: string | null;
  verification: { valid: boolean } | null;
}

function describe(roll: CheckedRoll): Node[] {
  const total = roll.dice.reduce((sum, face) => sum + face, 0);
  const step = roll.turn === 0 ? 'qualifying' : `turn ${roll.turn}`;
  const proof =
    roll.verification === null
      ? 'The race is not over: the dice seed is still secret, so the roll can be recomputed only after the finish.'
      : roll.verification.valid
        ? 'Verified: the revealed seed gives exactly this roll.'
        : 'NOT verified: the revealed seed gives a different roll.';
  return [
    el('p', {}, `Roll ${roll.code}: race ${roll.raceId}, ${step}${roll.car ? `, car ${roll.car}` : ''}, for ${purposeText(roll.purpose)}.`),
    el('p', {}, `${roll.dice.length}d${roll.sides}: ${roll.dice.join(', ')} (total ${total}).`),
    el('p', {}, proof),
  ];
}

export async function verify(code: string): Promise<void> {
  const result = byId('dice-result');
  result.replaceChildren(el('p', {}, `Checking ${code}…`));
  try {
    result.replaceChildren(...describe(await api<CheckedRoll>(`/dice/${encodeURIComponent(code)}`)));
  } catch (error) {
    result.replaceChildren(el('p', { class: 'error' }, error instanceof ApiError && error.problem.status === 404 ? `No roll has the code ${code}.` : reasonOf(error)));
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
