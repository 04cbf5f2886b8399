import { describe, expect, it } from 'vitest';
import { lamborghiniReporter } from '../../domain/lamborghini/report.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import type { LamborghiniEvent } from '../../domain/lamborghini/state.ts';
import { reporters } from '../../domain/reports.ts';
import { seededDice } from '../support/dice.ts';
import { raceOf } from './race-driver.ts';

const engine = 'T7';

describe("Lamborghini's words", () => {
  it('tells what a movement turn did to a car, in English and Italian, the squares moved told once', () => {
    const events: LamborghiniEvent[] = [
      { type: 'turnBegan', car: '1' },
      { type: 'speedDrawn', car: '1', use: 'movement', card: 'N4' },
      { type: 'cardPlayed', car: '1', card: engine },
      { type: 'moved', car: '1', row: 1, lane: 2, distance: 1, free: false },
      { type: 'moved', car: '1', row: 2, lane: 2, distance: 2, free: false },
      { type: 'checked', car: '1', reason: 'pass', total: 6, outcome: 'incident' },
      { type: 'damaged', car: '1', damages: 1 },
      { type: 'directed', car: '1', heading: 'forwardLeft' },
      { type: 'moved', car: '2', row: 9, lane: 1, distance: 9, free: false },
    ];
    expect(lamborghiniReporter.describe('1', events, 'en')).toEqual([
      'drew a 8 for its speed',
      'played Engine (Blue)',
      'moved 2 squares, distance 2',
      'passing check: 6, an incident',
      'took a damage (1 in all)',
      'incident direction: forward-left',
    ]);
    expect(lamborghiniReporter.describe('1', events, 'it')).toEqual([
      'estrae un 8 per la velocità',
      'gioca Motore (Blu)',
      'avanza di 2 caselle, distanza 2',
      'verifica di passaggio: 6, incidente',
      'subisce un danno (1 in tutto)',
      "direzione dell'incidente: avanti a sinistra",
    ]);
  });

  it('is registered for the game, with its players table and the purposes of its shuffles', () => {
    expect(reporters[lamborghini.id]).toBe(lamborghiniReporter);
    const race = raceOf(2, 1, seededDice(3));
    const table = lamborghiniReporter.playerColumns(lamborghini.view!(race.state, { cars: [], finished: false }), 'it');
    expect(table.headers).toEqual(['Carta Auto', 'Carta Pilota', 'Distanza', 'Danni', 'Carte', 'Stato']);
    expect(table.cells('1')).toHaveLength(6);
    expect(lamborghiniReporter.purposes?.en.speedDeck).toBe('Speed deck shuffled');
  });

  it('never names a card dealt face down', () => {
    const race = raceOf(3, 1, seededDice(4));
    const granted = race.events.flatMap((event) => (event.type === 'granted' ? [event.card] : []));
    const played = new Set(race.events.flatMap((event) => (event.type === 'cardPlayed' ? [event.card] : [])));
    const words = ['1', '2', '3'].flatMap((car) => lamborghiniReporter.describe(car, race.events, 'en')).join('\n');
    for (const id of granted.filter((card) => !played.has(card))) expect(words).not.toContain(id);
  });
});
