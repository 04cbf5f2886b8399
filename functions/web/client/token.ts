/** The player's token for a race, kept in this browser only (it is shown once, at registration). */

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
