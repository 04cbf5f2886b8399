/** The race settings every Speed Circuit rulebook takes (flow.ts), as the organiser's page names them. */
import type { Language } from '../race/language.ts';

export const SPEED_CIRCUIT_SETTINGS: Record<Language, Readonly<Record<string, string>>> = {
  en: {
    laps: 'Laps',
    maxStarters: 'Most cars at the start',
    qualifyingWindow: 'Time for the car and its pole lap',
    turnWindow: 'Time for each turn',
    maxConsecutiveMissedMoves: 'Missed moves in a row before a car is out',
    options: "The rulebook's options",
  },
  it: {
    laps: 'Giri',
    maxStarters: 'Auto al via, al massimo',
    qualifyingWindow: "Tempo per l'auto e il giro di pole",
    turnWindow: 'Tempo per ogni turno',
    maxConsecutiveMissedMoves: "Mosse saltate di fila prima che un'auto sia fuori",
    options: 'Opzioni del regolamento',
  },
};
