/**
 * The league channels on the organiser's page (issue 30 point 4): a race or a championship bound to
 * a Discord or Slack webhook or a Telegram bot's chat (`RESOLVER_ROUTES.createChannel`), the
 * channels bound listed with their address masked as the API answers them, and one removed. Each
 * command is asked first (ask.ts); a refusal is written next to the field it names.
 */
import type { Language } from '../../../domain/race/language.ts';
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import { ApiError, api, refusalOf } from './api.ts';
import { askBefore } from './ask.ts';
import { channelSaid } from './channel-words.ts';
import { byId, el } from './dom.ts';
import { FieldErrors, field } from './fields.ts';
import type { RaceSummary } from './organiser-races.ts';

type Kind = 'discord' | 'slack' | 'telegram';

/** A channel as `RESOLVER_ROUTES.channels` answers it: its target masked. */
interface ShownChannel {
  id: string;
  kind: Kind;
  target: string;
  races: string[];
  championship?: string;
  language: Language;
}

const KINDS: Kind[] = ['discord', 'slack', 'telegram'];
const LANGUAGES: Language[] = ['en', 'it'];

const notice = (text: string, refused = false) =>
  el('p', refused ? { class: 'error outcome', role: 'alert' } : { class: 'notice outcome', role: 'status' }, text);

export class ChannelForms {
  private races: RaceSummary[] = [];
  private channels: ShownChannel[] | null = null;
  /** What came of the organiser's last command, in the page's language. */
  private outcome: { text: () => string; refused: boolean } | null = null;
  private loadFailure: string | null = null;
  /** What the organiser typed, kept when the page changes language. */
  private draft = { kind: 'discord' as Kind, url: '', botToken: '', chatId: '', race: '', championship: '', language: 'en' as Language };

  constructor(private readonly token: () => string) {}

  /** The races to bind, newest first, in the page's language. */
  render(races: RaceSummary[]): void {
    this.races = [...races].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    this.rerender();
  }

  rerender(): void {
    this.renderForm();
    this.renderList();
  }

  /** The channels as the API lists them now. */
  async load(): Promise<void> {
    try {
      this.channels = (await api<{ channels: ShownChannel[] }>(RESOLVER_ROUTES.channels, { token: this.token() })).channels;
      this.loadFailure = null;
    } catch (failure) {
      this.loadFailure = refusalOf(failure);
    }
    this.renderList();
  }

  private renderForm(): void {
    const words = channelSaid();
    const draft = this.draft;
    const errors = new FieldErrors();
    const select = (options: [string, string][], chosen: string, keep: (value: string) => void) => {
      const made = el('select', {}, ...options.map(([value, label]) => el('option', { value }, label)));
      made.value = chosen;
      made.addEventListener('change', () => keep(made.value));
      return made;
    };
    const input = (value: string, keep: (value: string) => void, attributes: Record<string, string> = {}) => {
      const made = el('input', { autocomplete: 'off', spellcheck: 'false', ...attributes });
      made.value = value;
      made.addEventListener('input', () => keep(made.value.trim()));
      return made;
    };
    /** A control in its field, its refusals written beside it. */
    const at = (path: string, control: HTMLInputElement | HTMLSelectElement, label: string, help?: string) => {
      const made = field(control, label, { help });
      errors.add(path, control, made.error);
      return made.node;
    };
    const kind = select(
      KINDS.map((one) => [one, words.kinds[one]]),
      draft.kind,
      (value) => {
        draft.kind = value as Kind;
        this.renderForm();
      },
    );
    const target =
      draft.kind === 'telegram'
        ? [
            at(
              'target.botToken',
              input(draft.botToken, (value) => (draft.botToken = value), { maxlength: '100' }),
              words.botToken,
              words.botTokenHelp,
            ),
            at(
              'target.chatId',
              input(draft.chatId, (value) => (draft.chatId = value), { maxlength: '40' }),
              words.chatId,
              words.chatIdHelp,
            ),
          ]
        : [
            at(
              'target.url',
              input(draft.url, (value) => (draft.url = value), { type: 'url', maxlength: '500' }),
              words.url,
              words.urlHelp,
            ),
          ];
    const race = select(
      [['', words.noRace], ...this.races.map(({ raceId, title }): [string, string] => [raceId, `${title} (${raceId})`])],
      draft.race,
      (value) => (draft.race = value),
    );
    const language = select(
      LANGUAGES.map((one) => [one, words.languages[one]]),
      draft.language,
      (value) => (draft.language = value as Language),
    );
    const general = el('p', { class: 'error', role: 'alert' });
    errors.add('', general, general, false);
    const confirm = el('div', { class: 'confirm' });
    const submit = el('button', { type: 'submit' }, words.bind);
    const form = el(
      'form',
      { id: 'channel-form', novalidate: '' },
      el('p', { class: 'help' }, words.intro),
      at('target.kind', kind, words.kind),
      ...target,
      at('races', race, words.race),
      at(
        'championship',
        input(draft.championship, (value) => (draft.championship = value), { maxlength: '40' }),
        words.championship,
      ),
      at('language', language, words.language),
      submit,
      confirm,
      general,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      errors.clear();
      this.askBind(confirm, errors);
    });
    byId('channel-form-place').replaceChildren(el('h2', { id: 'channels-heading' }, words.heading), form);
  }

  /** The body the form describes. */
  private body() {
    const { kind, url, botToken, chatId, race, championship, language } = this.draft;
    return {
      target: kind === 'telegram' ? { kind, botToken, chatId } : { kind, url },
      races: race === '' ? [] : [race],
      ...(championship === '' ? {} : { championship }),
      language,
    };
  }

  private askBind(confirm: HTMLElement, errors: FieldErrors): void {
    const words = channelSaid();
    const body = this.body();
    const to = [...body.races.map(words.toRace), ...(body.championship ? [words.toChampionship(body.championship)] : [])].join(' + ') || words.nothingBound;
    askBefore(confirm, {
      label: () => words.bindConfirm(this.draft.kind, to, body.language),
      send: async () => {
        try {
          const { channel } = await api<{ channel: ShownChannel }>(RESOLVER_ROUTES.createChannel, { token: this.token(), body });
          confirm.replaceChildren();
          this.draft = { ...this.draft, url: '', botToken: '', chatId: '' };
          this.outcome = { text: () => channelSaid().bound(channel.target), refused: false };
          this.renderForm();
          await this.load();
        } catch (failure) {
          confirm.replaceChildren();
          const elsewhere = failure instanceof ApiError ? errors.show(failure.problem.errors) : [];
          const named = failure instanceof ApiError && failure.problem.errors.length > 0 && elsewhere.length === 0;
          this.outcome = named ? null : { text: () => channelSaid().notBound(refusalOf(failure)), refused: true };
          this.renderList();
        }
      },
    });
  }

  private renderList(): void {
    const words = channelSaid();
    const channels = this.channels;
    const items =
      channels === null
        ? [this.loadFailure === null ? null : notice(words.notLoaded(this.loadFailure), true)]
        : channels.length === 0
          ? [el('p', { class: 'help' }, words.none)]
          : [el('ul', { class: 'channels' }, ...channels.map((channel) => this.item(channel)))];
    byId('channel-list-place').replaceChildren(
      el('div', {}, el('h3', {}, words.listHeading), this.outcome && notice(this.outcome.text(), this.outcome.refused), ...items),
    );
  }

  private item(channel: ShownChannel): HTMLElement {
    const words = channelSaid();
    const confirm = el('div', { class: 'confirm' });
    const remove = el('button', { type: 'button' }, words.remove);
    const named = `${words.kinds[channel.kind]} ${channel.target}`;
    remove.addEventListener('click', () =>
      askBefore(confirm, {
        label: () => channelSaid().removeConfirm(named),
        send: async () => {
          try {
            await api(RESOLVER_ROUTES.deleteChannel, { token: this.token(), parameters: { id: channel.id } });
            this.outcome = { text: () => channelSaid().removed(named), refused: false };
          } catch (failure) {
            this.outcome = { text: () => channelSaid().notRemoved(refusalOf(failure)), refused: true };
          }
          await this.load();
        },
      }),
    );
    return el(
      'li',
      { class: 'channel', 'data-channel': channel.id },
      el('p', {}, el('strong', {}, words.kinds[channel.kind]), ' ', el('code', {}, channel.target)),
      el('p', {}, `${words.tells(channel.races, channel.championship)} · ${words.languages[channel.language]}`),
      el('div', { class: 'actions' }, remove),
      confirm,
    );
  }
}
