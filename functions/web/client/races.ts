/** The home page: every race, with a link to its page. */

import { API_ROUTES, pathTo } from '../../http/routes.ts';
import { api, reasonOf } from './api.ts';
import { byId, el } from './dom.ts';
import { circuitText } from './reporters.ts';
import { formatInstant } from './time.ts';
import { browserLanguage, said, speak } from './words.ts';

interface RaceSummary {
  raceId: string;
  title: string;
  circuit: string;
  status: string;
  nextDeadline?: string;
}

export async function showRaces(): Promise<void> {
  speak(browserLanguage());
  const status = byId('races-status');
  try {
    const { races } = await api<{ races: RaceSummary[] }>(API_ROUTES.listRaces);
    const body = byId('races').querySelector('tbody')!;
    body.replaceChildren(
      ...races.map((race) =>
        el(
          'tr',
          {},
          el('td', {}, el('a', { href: pathTo(API_ROUTES.race, { id: race.raceId }) }, race.title)),
          el('td', {}, circuitText(race.circuit)),
          el('td', {}, race.status === 'registration' || race.status === 'finished' ? said().phases[race.status] : said().phases.running),
          el('td', {}, formatInstant(race.nextDeadline)),
        ),
      ),
    );
    status.textContent = races.length === 0 ? said().races.none : said().races.count(races.length);
  } catch (error) {
    status.textContent = said().races.failed(reasonOf(error));
  }
}
