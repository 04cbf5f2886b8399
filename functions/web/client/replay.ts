/**
 * The picture of the race and its step-through replay: the live picture, or the picture right
 * after any past step (`circuit.svg?step=<name>`), with that step's report beside it, in the page's language.
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { pathTo, RESOLVER_ROUTES } from '../../http/routes.ts';
import { byId } from './dom.ts';
import type { History, PlayedStep } from './events.ts';
import { stepName } from './reporters.ts';
import { stepReport } from './reports.ts';
import { languageOf, said } from './words.ts';

export class Replay {
  /** The index in the history of the step shown; null follows the live race. */
  private shown: number | null = null;

  constructor(
    private readonly raceId: string,
    private readonly current: () => { view: RaceView; history: History; car: string | null },
  ) {
    byId('replay-previous').addEventListener('click', () => this.step(-1));
    byId('replay-next').addEventListener('click', () => this.step(1));
    byId('replay-latest').addEventListener('click', () => this.show(null));
    byId('replay-mine').addEventListener('click', () => this.show(this.sinceMyLastSubmission()));
  }

  private latest(): number {
    return this.current().history.steps.length - 1;
  }

  /** The last step played with a submission the player sent (not the non-human player's): what happened since is what he has not seen yet. */
  private sinceMyLastSubmission(): number | null {
    const { history, car } = this.current();
    if (car === null) return null;
    const index = history.steps.findLastIndex((step) => step.submissions[car] != null);
    return index < 0 ? null : index;
  }

  private step(by: number): void {
    const from = this.shown ?? this.latest();
    this.show(Math.min(this.latest(), Math.max(0, from + by)));
  }

  show(index: number | null): void {
    this.shown = index === this.latest() ? null : index;
    this.render();
  }

  render(): void {
    const { view, history } = this.current();
    const words = said();
    const latest = history.steps.at(-1);
    const shownStep: PlayedStep | undefined = this.shown === null ? latest : history.steps[this.shown];
    const when = (step: PlayedStep | undefined) => (step === undefined ? words.step.before : words.step.after(stepName(view.rulesetId, step)));
    const picture = byId<HTMLImageElement>('picture');
    const at = this.shown === null || shownStep === undefined ? { commit: history.last } : { step: shownStep.id };
    const src = pathTo(RESOLVER_ROUTES.racePicture, { id: this.raceId }, { language: languageOf(), ...at });
    if (picture.getAttribute('src') !== src) picture.src = src;
    picture.alt = words.step.pictureAlt(view.title, when(shownStep));
    byId('picture-caption').textContent = this.shown === null ? words.step.now(when(shownStep)) : words.step.replayOf(when(shownStep), when(latest));
    byId<HTMLButtonElement>('replay-previous').disabled = (this.shown ?? this.latest()) <= 0;
    byId<HTMLButtonElement>('replay-next').disabled = this.shown === null;
    byId<HTMLButtonElement>('replay-latest').disabled = this.shown === null;
    byId<HTMLButtonElement>('replay-mine').disabled = this.sinceMyLastSubmission() === null;
    byId('replay-report').replaceChildren(...(this.shown !== null && shownStep ? [stepReport(view, shownStep, 'h3')] : []));
  }
}
