/** The race page: everything from the public JSON API, kept up to date by reading the new commits every few seconds while it is shown. */
import type { RaceView } from '../../../domain/race/index.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { byId, formatInstant } from './dom.ts';
import { catchUp, emptyHistory } from './events.ts';
import { MoveForm } from './move.ts';
import { showPlayers } from './players.ts';
import { Replay } from './replay.ts';
import { showReports } from './reports.ts';
import { StepForm } from './step.ts';
import { forgetSeat, loadSeat, type Seat } from './token.ts';
import { You } from './you.ts';
import { setUpZoom } from './zoom.ts';

const POLL_MS = 5000;

const PHASES: Record<string, string> = {
  registration: 'Registration is open',
  qualifying: 'Qualifying: builds and pole laps',
  setup: 'Grid published: pre-race choices',
  racing: 'Racing',
  finished: 'Finished',
};

function statusLine(view: RaceView): string {
  const phase = view.phase === 'finished' && view.finishedAt ? `Finished on ${formatInstant(view.finishedAt)}` : (PHASES[view.phase] ?? view.phase);
  const turn = view.phase === 'racing' ? `, turn ${view.turn}` : '';
  const deadline = view.deadline && view.phase !== 'finished' ? `. Next deadline: ${formatInstant(view.deadline)}` : '';
  // A setting of the games that race laps; the view carries every game's settings as they were recorded.
  const { laps } = view as Record<string, unknown>;
  const lapsOn = typeof laps === 'number' ? `${laps} ${laps === 1 ? 'lap' : 'laps'} on ` : 'on ';
  return `${phase}${turn}${deadline}. ${lapsOn}${view.circuitId}.`;
}

export async function showRace(raceId: string): Promise<void> {
  const history = emptyHistory();
  let seat: Seat | null = loadSeat(raceId);
  let view: RaceView | undefined;
  const path = `/races/${encodeURIComponent(raceId)}`;
  // One reading of the new commits at a time, so that no commit is counted twice.
  let reading: Promise<boolean> = Promise.resolve(false);
  const readNewCommits = (): Promise<boolean> => (reading = reading.catch(() => false).then(() => catchUp(raceId, history, seat?.token ?? null)));

  const replay = new Replay(raceId, () => ({ view: view!, history, car: seat?.car ?? null }));
  setUpZoom();
  const move = new MoveForm(
    raceId,
    () => ({ seat, rulesetId: view!.rulesetId, turn: view!.turn }),
    () => refresh(),
  );
  const stepForm = new StepForm(raceId, () => refresh());
  const you = new You(raceId, async (chosen) => {
    seat = chosen;
    await refresh();
  });

  /** The car and turn the move form was last set up for. */
  let formFor = '';
  const showFailure = (error: unknown) => {
    byId('move-error').textContent = reasonOf(error);
  };

  const render = (current: RaceView) => {
    document.title = `${current.title} — Speed Master`;
    byId('race-title').textContent = current.title;
    byId('race-status').textContent = statusLine(current);
    showPlayers(current);
    byId('race-seed').hidden = current.seed === null;
    byId('race-seed-value').textContent = current.seed ?? '';
    showReports(current, history.turns);
    replay.render();
    you.render(current, seat);
    const racing = current.phase === 'racing' && seat !== null && current.entries.some((e) => e.car === seat?.car && e.status === 'in');
    byId('move').hidden = !racing;
    // Any other step the seat is awaited in gets the form the game's declaration makes.
    stepForm.render(current, racing ? null : seat);
    if (!racing) return;
    const turn = `${seat?.car}/${current.turn}`;
    if (turn !== formFor) {
      formFor = turn;
      void move.reset().then(() => move.refresh(), showFailure);
    } else void move.refresh();
  };

  async function refresh(): Promise<void> {
    // The new commits first, the race after them: a commit written in between is read again by the
    // next poll, which then reads the race too. The other way round, the poll would find nothing
    // new and the page would show the race as it was before that commit until the next one.
    try {
      await readNewCommits();
      view = (await api<{ race: RaceView }>(path, { token: seat?.token ?? null })).race;
    } catch (error) {
      if (error instanceof ApiError && error.problem.status === 403 && seat !== null) {
        // The token kept here is not (or no longer) one of this race's: watch as the public.
        forgetSeat(raceId);
        seat = null;
        return refresh();
      }
      byId('race-status').textContent = `The race could not be loaded: ${reasonOf(error)}`;
      return;
    }
    render(view);
  }

  await refresh();
  setInterval(() => {
    // A page nobody looks at costs the API nothing; it catches up when shown again.
    if (document.hidden) return;
    readNewCommits().then(
      (changed) => (changed ? refresh() : undefined),
      () => undefined,
    );
  }, POLL_MS);
}
