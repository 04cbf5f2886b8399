/**
 * A league's season for anyone (issue 29): each tier's races, final order and where each driver
 * goes, as the API reads it now (`RESOLVER_ROUTES.season`), in the reader's browser language.
 */
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import { api, refusalOf } from './api.ts';
import { byId } from './dom.ts';
import { type SeasonView, seasonParts } from './season-view.ts';
import { seasonSaid } from './season-words.ts';
import { browserLanguage, speak } from './words.ts';

export async function showSeason(id: string): Promise<void> {
  speak(browserLanguage());
  const status = byId('season-status');
  status.textContent = seasonSaid().loading;
  try {
    const { season } = await api<{ season: SeasonView }>(RESOLVER_ROUTES.season, { parameters: { id } });
    document.title = seasonSaid().pageTitle(season.title);
    byId('season-title').textContent = season.title;
    status.textContent = '';
    byId('season').replaceChildren(...seasonParts(season));
  } catch (failure) {
    status.textContent = seasonSaid().notLoaded(refusalOf(failure));
  }
}
