/** The home page: every race, with a link to its page. */
import { api, reasonOf } from './api.ts';
import { byId, el, formatInstant } from './dom.ts';

interface RaceSummary {
  raceId: string;
  title: string;
  circuit: string;
  status: string;
  nextDeadline?: string;
}

export async function showRaces(): Promise<void> {
  const status = byId('races-status');
  try {
    const { races } = await api<{ races: RaceSummary[] }>('/races');
    const body = byId('races').querySelector('tbody')!;
    body.replaceChildren(
      ...races.map((race) =>
        el(
          'tr',
          {},
          el('td', {}, el('a', { href: `/races/${encodeURIComponent(race.raceId)}` }, race.title)),
          el('td', {}, race.circuit),
          el('td', {}, race.status),
          el('td', {}, formatInstant(race.nextDeadline)),
        ),
      ),
    );
    status.textContent = races.length === 0 ? 'No race yet.' : `${races.length} race${races.length === 1 ? '' : 's'}.`;
  } catch (error) {
    status.textContent = `The races could not be loaded: ${reasonOf(error)}`;
  }
}
