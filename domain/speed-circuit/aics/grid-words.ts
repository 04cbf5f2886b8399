/**
 * The grid's words: each car's pole lap as qualifying timed it, or why it was void (SC-QUAL-5,
 * SC-QUAL-7), and the starting weather as the track and its tendency for the race (SC-RAIN-1,
 * SC-RAIN-2), in the words of the AICS original ("tempo tendenzialmente asciutto", "incerto").
 */
import type { Language } from '../../race/language.ts';
import { plural } from '../report-words.ts';
import type { InvalidLap, PoleLapResult } from './qualifying/lap.ts';
import type { Weather } from './weather.ts';

interface GridWords {
  poleLap(result: PoleLapResult): string;
  weather(dice: string, code: string, weather: Weather): string;
}

const VOID_EN: Record<InvalidLap, string> = {
  incorrectEntry: 'the entry was incomplete or wrong',
  erroneousMove: 'one of its moves could not be played',
  broken: 'the car broke down',
  spun: 'the car spun',
  eliminated: 'the car was eliminated',
  programEnded: 'the programme ended before the line',
};

const VOID_IT: Record<InvalidLap, string> = {
  incorrectEntry: "l'iscrizione era incompleta o errata",
  erroneousMove: 'una delle sue mosse non si poteva eseguire',
  broken: "l'auto si è rotta",
  spun: "l'auto è andata in testacoda",
  eliminated: "l'auto è stata eliminata",
  programEnded: 'il programma è finito prima del traguardo',
};

const WORDS: Record<Language, GridWords> = {
  en: {
    poleLap: (result) =>
      result.valid
        ? `pole lap: ${plural(result.turns, 'turn', 'turns')} + ${plural(result.squares, 'square', 'squares')}`
        : `pole lap void: ${VOID_EN[result.reason]}`,
    weather: (dice, code, { track, tendency, marker }) =>
      `Weather: rolled ${dice} (verification code ${code}): the track is ${track}, the weather ${
        tendency === 'uncertain' ? 'uncertain' : `tending to ${tendency}`
      } for the race, the marker on ${marker}`,
  },
  it: {
    poleLap: (result) =>
      result.valid
        ? `giro di pole: ${plural(result.turns, 'turno', 'turni')} + ${plural(result.squares, 'casella', 'caselle')}`
        : `giro di pole nullo: ${VOID_IT[result.reason]}`,
    weather: (dice, code, { track, tendency, marker }) =>
      `Meteo: esce ${dice} (codice di controllo ${code}): pista ${track === 'wet' ? 'bagnata' : 'asciutta'}, tempo ${
        tendency === 'uncertain' ? 'incerto' : tendency === 'wet' ? 'tendenzialmente piovoso' : 'tendenzialmente asciutto'
      } per la gara, segnalino sul ${marker}`,
  },
};

type GridEvent =
  | { type: 'PoleLapDriven'; car: string; result: PoleLapResult }
  | { type: 'StartingWeatherRolled'; roll: { dice: number[]; sides: number; code: string }; weather: Weather };

/** The lines of the grid's events for `car`, or for the whole race when `car` is null. */
export const gridLines = (car: string | null, events: readonly { type: string }[], language: Language): string[] => {
  const words = WORDS[language];
  return (events as GridEvent[]).flatMap((event) => {
    if (event.type === 'PoleLapDriven' && event.car === car) return [words.poleLap(event.result)];
    if (event.type === 'StartingWeatherRolled' && car === null) {
      const faces = event.roll.dice;
      return [words.weather(`${faces.join('+')} = ${faces.reduce((a, b) => a + b, 0)}`, event.roll.code, event.weather)];
    }
    return [];
  });
};
