/**
 * A player's absences over HTTP (issue 30, docs/absences.md): declared, listed and cancelled with
 * any of his race tokens, which proves his address; the absences are his address's, for every
 * race he drives in.
 */
import { type Absence, type AbsenceRequest, cancelAbsence, declareAbsence, usedDays } from '../../domain/absences.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Absences } from '../store/absences.ts';
import type { Service } from './service.ts';

export interface AbsenceDeps {
  store: Absences;
  /** Days away a calendar year allows (the organiser's number, `ABSENCE_DAYS_PER_YEAR`). */
  allowance: number;
}

export interface MyAbsences {
  absences: Absence[];
  allowance: { days: number; used: Record<string, number> };
}

/** The address and registered time zone of the player whose token is presented in race `raceId`. */
const playerIn = async (service: Service, raceId: string, token: string | undefined) => {
  const { state } = await service.load(raceId);
  const entry = state.entries[service.playerCar(state, token)];
  if (!entry) throw new HttpProblem(403, 'this token does not belong to a car of this race', [{ field: 'authorization', reason: 'unknown token' }]);
  return { address: entry.email.toLowerCase(), timeZone: entry.timeZone ?? 'UTC' };
};

const mine = (absences: Absence[], allowance: number): MyAbsences => ({ absences, allowance: { days: allowance, used: usedDays(absences) } });

/** Applies `change` to the address's absences, read again when another change was written in between. */
async function change(deps: AbsenceDeps, address: string, changed: (absences: Absence[]) => Absence[]): Promise<Absence[]> {
  for (let tries = 0; tries < 3; tries++) {
    const { absences, version } = await deps.store.list(address);
    const next = changed(absences);
    if (await deps.store.write(address, version, next)) return next;
  }
  throw new HttpProblem(409, 'your absences changed meanwhile: ask again', [{ field: 'absences', reason: 'changed meanwhile' }]);
}

export async function declare(service: Service, deps: AbsenceDeps, raceId: string, token: string | undefined, request: AbsenceRequest) {
  const player = await playerIn(service, raceId, token);
  const now = service.now();
  const id = service.deps.random().slice(0, 16);
  const asked = { ...request, timeZone: request.timeZone ?? player.timeZone };
  let declared: Absence | undefined;
  const absences = await change(deps, player.address, (current) => {
    declared = declareAbsence(current, asked, { id, now, allowance: deps.allowance });
    return [...current, declared].sort((a, b) => a.start.localeCompare(b.start));
  });
  return { absence: declared as Absence, ...mine(absences, deps.allowance) };
}

export async function listMine(service: Service, deps: AbsenceDeps, raceId: string, token: string | undefined): Promise<MyAbsences> {
  const { address } = await playerIn(service, raceId, token);
  return mine((await deps.store.list(address)).absences, deps.allowance);
}

export async function cancel(service: Service, deps: AbsenceDeps, raceId: string, token: string | undefined, id: string): Promise<MyAbsences> {
  const { address } = await playerIn(service, raceId, token);
  const now = service.now();
  return mine(await change(deps, address, (current) => cancelAbsence(current, id, now)), deps.allowance);
}
