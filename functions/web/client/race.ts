/**
 * The race page: everything from the public JSON API, in the reader's language (his seat's, else
 * his browser's) and time zone, kept up to date by reading the new commits every few seconds
 * while it is shown.
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { API_ROUTES } from '../../http/routes.ts';
import { AbsenceForm } from './absence.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { CalendarSubscribe } from './calendar-subscribe.ts';
import { byId, el } from './dom.ts';
import { catchUp, emptyHistory } from './events.ts';
import { MoveForm } from './move.ts';
import { PauseVote } from './pause-vote.ts';
import { showPlayers } from './players.ts';
import { Replay } from './replay.ts';
import { circuitText, reporterOf, stepName } from './reporters.ts';
import { showReports } from './reports.ts';
import { StandingOrderForm } from './standing-order.ts';
import { StepForm } from './step.ts';
import { formatInstant, readTimesIn } from './time.ts';
import { forgetSeat, loadSeat, type Seat } from './token.ts';
import { browserLanguage, languageOf, said, speak } from './words.ts';
import { You } from './you.ts';
import { setUpZoom } from './zoom.ts';

const POLL_MS = 5000;

/** The race's phase, and its length and circuit. */
function statusLine(view: RaceView): string {
  const words = said();
  const phase =
    view.phase === 'finished'
      ? view.finishedAt
        ? words.status.finishedOn(formatInstant(view.finishedAt))
        : words.phases.finished
      : view.phase === 'registration' || view.step === null
        ? words.phases.registration
        : words.status.open(stepName(view.rulesetId, view.step));
  // A setting of the games that race laps; the view carries every game's settings as they were recorded.
  const { laps } = view as Record<string, unknown>;
  const where = words.status.on(circuitText(view.circuitId));
  return `${phase}. ${typeof laps === 'number' ? `${words.status.laps(laps)} ${where}` : where.charAt(0).toUpperCase() + where.slice(1)}.`;
}

/** Whose submission the open step awaits, and by when, in the reader's time zone; or why the race is paused, and until when. */
function awaitedLine(view: RaceView, seat: Seat | null): string {
  const { step, deadline, pause } = view;
  if (pause !== null) return said().pause.paused(pause.by === 'organiser', pause.reason, pause.until === null ? null : formatInstant(pause.until));
  if (step === null || view.phase === 'finished' || deadline === null) return '';
  const words = said();
  const when = formatInstant(deadline);
  const mine = seat === null ? [] : (view.you?.cars ?? [seat.car]);
  if (view.waitingFor.some((car) => mine.includes(car))) return words.status.yours(stepName(view.rulesetId, step), when);
  const name = (car: string) => view.entries.find((entry) => entry.car === car)?.name ?? '?';
  if (view.waitingFor.length === 0) return words.status.everyoneIn(when);
  return words.status.waiting(
    view.waitingFor.map((car) => words.car(car, name(car))),
    when,
  );
}

/** What the reader's seat holds that the picture does not show, in the game's words. */
function showSituation(view: RaceView): void {
  const cars = view.you ? (view.you.cars ?? [view.you.car]) : [];
  const sections = view.game === null || cars.length === 0 ? [] : (reporterOf(view.rulesetId)?.situation?.(view.game, cars, languageOf()) ?? []);
  byId('situation').hidden = sections.length === 0;
  byId('situation-body').replaceChildren(
    ...sections.map(({ heading, lines }) => el('section', {}, el('h3', {}, heading), el('ul', {}, ...lines.map((line) => el('li', {}, line))))),
  );
}

export async function showRace(raceId: string): Promise<void> {
  speak(browserLanguage());
  const history = emptyHistory();
  let seat: Seat | null = loadSeat(raceId);
  let view: RaceView | undefined;
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
  const standingOrder = new StandingOrderForm(raceId);
  const absence = new AbsenceForm(raceId);
  const pauseVote = new PauseVote(raceId, () => refresh());
  const calendar = new CalendarSubscribe();
  const you = new You(
    raceId,
    async (chosen) => {
      seat = chosen;
      await refresh();
    },
    () => forgetSeat(raceId),
  );

  /** The car and turn the move form was last set up for. */
  let formFor = '';
  const showFailure = (error: unknown) => {
    byId('move-error').textContent = reasonOf(error);
  };

  const render = async (current: RaceView) => {
    // The seat's own language and time zone once it is known; the browser's for everyone else.
    const language = current.you?.language ?? browserLanguage();
    if (language !== languageOf()) speak(language);
    readTimesIn(current.you?.timeZone);
    document.title = `${current.title} — Speed Master`;
    byId('race-title').textContent = current.title;
    byId('race-status').textContent = statusLine(current);
    byId('race-awaited').textContent = awaitedLine(current, seat);
    showPlayers(current);
    showSituation(current);
    byId('race-seed').hidden = current.seed === null;
    byId('race-seed-value').textContent = current.seed ?? '';
    showReports(current, history.steps);
    replay.render();
    you.render(current, seat);
    pauseVote.render(current, seat);
    calendar.render(current);
    void standingOrder.render(current, seat);
    void absence.render(current, seat);
    const racing = current.phase === 'racing' && seat !== null && current.entries.some((e) => e.car === seat?.car && e.status === 'in');
    await stepForm.render(current, seat);
    // The typed move with its preview, for a game that lists no choices for its racing step.
    const typedMove = racing && !stepForm.offersChoices;
    byId('move').hidden = !typedMove;
    if (!typedMove) return;
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
      view = (await api<{ race: RaceView }>(API_ROUTES.race, { parameters: { id: raceId }, token: seat?.token ?? null })).race;
    } catch (error) {
      if (error instanceof ApiError && error.problem.status === 403 && seat !== null) {
        // The token kept here is not (or no longer) one of this race's: watch as the public.
        forgetSeat(raceId);
        seat = null;
        return refresh();
      }
      byId('race-status').textContent = said().status.loadFailed(reasonOf(error));
      return;
    }
    await render(view);
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
