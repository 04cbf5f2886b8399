/**
 * The email each driver of a league's season gets at its close (issue 29), in his language: where
 * he finished in his tier, what that does for next season, and his tier's final order with what
 * decided each place. Sent once per driver and season, as a race's emails are: a marker claimed
 * before the sending and completed after it, so that a retried close sends only what is missing.
 */
import type { Language } from '../../domain/race/language.ts';
import { PAGES, pathTo } from '../http/routes.ts';
import type { Records } from '../store/records.ts';
import type { Block, Document } from './document.ts';
import { render } from './document.ts';
import type { Mailer } from './mailer.ts';

export interface ClosedSeason {
  id: string;
  title: string;
  /** Top tier first: its name and its final order. */
  tiers: { name: string; order: { player: string; rank: number; points: number; decidedBy: string }[] }[];
  movements: { driver: string; from: number; to?: number | undefined; move: 'promoted' | 'relegated' | 'stays' | 'leaves' }[];
}

export interface SeasonReader {
  driver: string;
  email: string;
  language: Language;
}

interface SeasonWords {
  subject(title: string): string;
  greeting(name: string): string;
  place(rank: number, tier: string): string;
  move: Record<ClosedSeason['movements'][number]['move'], (tier: string) => string>;
  headers: [string, string, string, string];
  decidedBy: Record<string, string>;
  page(url: string): string;
}

const WORDS: Record<Language, SeasonWords> = {
  en: {
    subject: (title) => `${title}: the season is over`,
    greeting: (name) => `Hello ${name},`,
    place: (rank, tier) => `you finished ${rank}${rank === 1 ? 'st' : rank === 2 ? 'nd' : rank === 3 ? 'rd' : 'th'} in ${tier}.`,
    move: {
      promoted: (tier) => `You move up to ${tier} next season.`,
      relegated: (tier) => `You move down to ${tier} next season.`,
      stays: (tier) => `You stay in ${tier} next season.`,
      leaves: () => 'You leave the league: thank you for racing.',
    },
    headers: ['Place', 'Driver', 'Points', 'Decided by'],
    decidedBy: { standings: 'points', countBack: 'count-back', headToHead: 'head-to-head', name: 'name' },
    page: (url) => `Every tier's standings: ${url}`,
  },
  it: {
    subject: (title) => `${title}: la stagione è finita`,
    greeting: (name) => `Ciao ${name},`,
    place: (rank, tier) => `hai chiuso ${rank}° in ${tier}.`,
    move: {
      promoted: (tier) => `La prossima stagione sali in ${tier}.`,
      relegated: (tier) => `La prossima stagione scendi in ${tier}.`,
      stays: (tier) => `La prossima stagione resti in ${tier}.`,
      leaves: () => 'Lasci la lega: grazie di aver corso.',
    },
    headers: ['Posizione', 'Pilota', 'Punti', 'Deciso da'],
    decidedBy: { standings: 'punti', countBack: 'miglior piazzamento', headToHead: 'scontri diretti', name: 'nome' },
    page: (url) => `Le classifiche di ogni serie: ${url}`,
  },
};

/** `driver`'s email of the season's close, with a link to the season's page under `webUrl`; undefined for a driver in no tier. */
export function seasonClosedEmail(season: ClosedSeason, driver: string, language: Language, webUrl?: string): Document | undefined {
  const words = WORDS[language];
  const movement = season.movements.find((one) => one.driver === driver);
  const tier = movement && season.tiers[movement.from];
  const ranked = tier?.order.find((one) => one.player === driver);
  if (!movement || !tier || !ranked) return undefined;
  const next = season.tiers[movement.to ?? movement.from]?.name ?? '';
  const blocks: Block[] = [
    { kind: 'paragraph', text: `${words.greeting(driver)} ${words.place(ranked.rank, tier.name)} ${words.move[movement.move](next)}` },
    { kind: 'heading', text: tier.name },
    {
      kind: 'table',
      headers: [...words.headers],
      rows: tier.order.map((one) => [String(one.rank), one.player, String(one.points), words.decidedBy[one.decidedBy] ?? one.decidedBy]),
    },
    ...(webUrl ? [{ kind: 'paragraph' as const, text: words.page(webUrl + pathTo(PAGES.season, { id: season.id })) }] : []),
  ];
  return { subject: words.subject(season.title), blocks };
}

export interface SeasonMailOptions {
  mailer: Mailer;
  records: Pick<Records, 'claim' | 'release' | 'complete'>;
  clock?: () => Date;
  claimMs: number;
  /** Public base URL of the web pages, for the season's page. */
  webUrl?: string | undefined;
}

/** Sends each reader his email of the season's close, once; how many went out now. */
export const sendSeasonClosed =
  ({ mailer, records, clock = () => new Date(), claimMs, webUrl }: SeasonMailOptions) =>
  async (season: ClosedSeason, readers: readonly SeasonReader[]): Promise<number> => {
    let sent = 0;
    for (const { driver, email, language } of readers) {
      const document = seasonClosedEmail(season, driver, language, webUrl);
      if (!document) continue;
      const marker = `SEASON#${season.id}#closed#${driver}`;
      const now = clock();
      const claim = await records.claim(marker, 0, now.toISOString(), new Date(now.getTime() + claimMs).toISOString());
      if (claim !== 'taken') continue;
      let messageId: string;
      try {
        messageId = await mailer.send(email, render(document, language));
      } catch (error) {
        await records.release(marker, 0);
        throw error;
      }
      await records.complete(marker, 0, { messageId });
      sent++;
    }
    return sent;
  };
