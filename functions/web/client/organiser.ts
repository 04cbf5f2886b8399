/**
 * The organiser's page (issue 29): signed in with the organiser token, kept in this browser as a
 * player's is, he sees every race with its state and who is late, acts on each, creates races of
 * any game, championships, a league's seasons and its chat channels. Everything goes through the API; the page reads in the browser's
 * language until the reader picks another.
 */
import type { Language } from '../../../domain/race/language.ts';
import { API_ROUTES } from '../../http/routes.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { byId } from './dom.ts';
import { ChampionshipForm } from './organiser-championship.ts';
import { ChannelForms } from './organiser-channels.ts';
import { NewRaceForm } from './organiser-new-race.ts';
import { OrganiserRaces } from './organiser-races.ts';
import { SeasonForms } from './organiser-season.ts';
import { forgetOrganiserToken, loadOrganiserToken, saveOrganiserToken } from './token.ts';
import { browserLanguage, said, speak } from './words.ts';

const LANGUAGE = 'speed-master/language';

/** Whether `token` is the organiser's: the API answers 401 or 403 for any other. */
async function isOrganiser(token: string): Promise<boolean> {
  try {
    await api(API_ROUTES.organiserToken, { token });
    return true;
  } catch (failure) {
    if (failure instanceof ApiError && (failure.problem.status === 401 || failure.problem.status === 403)) return false;
    throw failure;
  }
}

export function showOrganiser(): void {
  const chosen = localStorage.getItem(LANGUAGE);
  speak(chosen === 'it' || chosen === 'en' ? chosen : browserLanguage());
  const language = byId<HTMLSelectElement>('page-language');
  /** The organiser's token once the API has taken it. */
  let token: string | null = null;
  const races = new OrganiserRaces(() => token ?? '');
  const newRace = new NewRaceForm(
    () => token ?? '',
    () => races.load(),
  );
  const championship = new ChampionshipForm(() => token ?? '');
  const seasons = new SeasonForms(() => token ?? '');
  const channels = new ChannelForms(() => token ?? '');
  races.listed = (summaries) => {
    championship.render(summaries);
    seasons.render(summaries);
    channels.render(summaries);
  };

  /** Every part in the page's language, the organiser's parts only once he is signed in. */
  const render = () => {
    language.value = document.documentElement.lang;
    byId('signed-in').textContent = token === null ? '' : said().organiser.signedIn;
    byId('sign-in-form').hidden = token !== null;
    byId('sign-out').hidden = token === null;
    byId('organiser').hidden = token === null;
    if (token === null) return;
    races.render();
    championship.rerender();
    seasons.rerender();
    channels.rerender();
    void newRace.render();
  };

  language.addEventListener('change', () => {
    localStorage.setItem(LANGUAGE, language.value);
    speak(language.value as Language);
    render();
  });
  /** Signs in with `candidate` once the API takes it for the organiser's; a kept token it no longer takes is forgotten. */
  const signIn = async (candidate: string): Promise<void> => {
    const error = byId('sign-in-error');
    let accepted: boolean;
    try {
      accepted = await isOrganiser(candidate);
    } catch (failure) {
      error.textContent = said().organiser.notChecked(reasonOf(failure));
      return;
    }
    error.textContent = accepted ? '' : said().organiser.notOrganiser;
    if (!accepted) {
      if (candidate === loadOrganiserToken()) forgetOrganiserToken();
      return;
    }
    byId<HTMLInputElement>('organiser-token').value = '';
    saveOrganiserToken(candidate);
    token = candidate;
    render();
    await Promise.all([races.load(), channels.load()]);
  };

  byId('sign-in-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const typed = byId<HTMLInputElement>('organiser-token').value.trim();
    if (typed !== '') void signIn(typed);
  });
  byId('sign-out').addEventListener('click', () => {
    forgetOrganiserToken();
    token = null;
    render();
  });
  byId('races-reload').addEventListener('click', () => void races.load());

  render();
  const kept = loadOrganiserToken();
  if (kept !== null) void signIn(kept);
}
