/** The tokens this browser keeps: a player's for a race (it is shown once, at registration), and the organiser's. */

export interface Seat {
  car: string;
  token: string;
}

const key = (raceId: string) => `speed-master:${raceId}`;

export function loadSeat(raceId: string): Seat | null {
  const saved = localStorage.getItem(key(raceId));
  if (saved === null) return null;
  const seat = JSON.parse(saved) as Partial<Seat>;
  return typeof seat.car === 'string' && typeof seat.token === 'string' ? { car: seat.car, token: seat.token } : null;
}

export const saveSeat = (raceId: string, seat: Seat): void => localStorage.setItem(key(raceId), JSON.stringify(seat));

export const forgetSeat = (raceId: string): void => localStorage.removeItem(key(raceId));

/** The organiser's token, kept as a player's is; `/`, which no race id holds, keeps it apart from every race's. */
const ORGANISER = 'speed-master/organiser';

export const loadOrganiserToken = (): string | null => localStorage.getItem(ORGANISER);

export const saveOrganiserToken = (token: string): void => localStorage.setItem(ORGANISER, token);

export const forgetOrganiserToken = (): void => localStorage.removeItem(ORGANISER);
