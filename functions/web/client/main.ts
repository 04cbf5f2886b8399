/** The web client: the page's `data-page` says which page this is; everything else comes from the JSON API. */
import { setUpDiceForm } from './dice.ts';
import { showOrganiser } from './organiser.ts';
import { showRace } from './race.ts';
import { showRaces } from './races.ts';
import { showSeason } from './season.ts';

const page = document.body.dataset.page;
if (page === 'organiser') showOrganiser();
else if (page === 'season') void showSeason(decodeURIComponent(location.pathname.split('/')[2] ?? ''));
else {
  setUpDiceForm();
  if (page === 'race') void showRace(decodeURIComponent(location.pathname.split('/')[2] ?? ''));
  else void showRaces();
}
