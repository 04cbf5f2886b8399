/** What each step of an AICS race asks of a player, for the email that opens it. */
import type { Language } from '../../race/language.ts';

export const PROMPTS: Record<Language, Readonly<Record<string, string>>> = {
  en: {
    qualifying: 'Send your car build (7 points on the Performance Chart) and your pole lap',
    setup: 'Send your pre-race choices: move one preparation point, take soft tyres, choose wet or dry tyres (or send nothing to keep the car as it is)',
    racing: 'Send your move',
  },
  it: {
    qualifying: "Invia la costruzione dell'auto (7 punti sulla tabella delle prestazioni) e il giro di pole",
    setup:
      "Invia le scelte prima della gara: sposta un punto di preparazione, monta le gomme morbide, scegli gomme da asciutto o da bagnato (o non inviare niente per lasciare l'auto com'è)",
    racing: 'Invia la tua mossa',
  },
};
