/**
 * The words of a league's season (issue 29) on the organiser's page and the season's own page, in
 * English and Italian: the language the page speaks (words.ts) picks the table.
 */
import type { Language } from '../../../domain/race/language.ts';
import { languageOf } from './words.ts';

type Move = 'promoted' | 'relegated' | 'stays' | 'leaves';

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

const en = {
  pageTitle: (title: string) => `${title} — Speed Master`,
  loading: 'Loading the season…',
  notLoaded: (reason: string) => `The season could not be loaded: ${reason}`,
  rules: (up: number, down: number) => `Each tier but the first sends ${plural(up, 'driver', 'drivers')} up, each but the last ${down} down.`,
  tieBreaks: (names: string[]) => (names.length === 0 ? 'Drivers level on points are ordered by name.' : `Drivers level on points: ${names.join(', then ')}.`),
  noTieBreak: 'none',
  tieBreak: { countBack: 'count-back (more wins, then more second places, …)', headToHead: 'head-to-head' } as Record<string, string>,
  finished: (done: number, all: number) => `${done} of ${plural(all, 'race', 'races')} finished.`,
  headers: ['Place', 'Driver', 'Points', 'Decided by'],
  nextHeader: 'Next season',
  ifNowHeader: 'If it ended now',
  decidedBy: { standings: 'points', countBack: 'count-back', headToHead: 'head-to-head', name: 'name' } as Record<string, string>,
  move: {
    promoted: (tier: string) => `up to ${tier}`,
    relegated: (tier: string) => `down to ${tier}`,
    stays: () => 'stays',
    leaves: () => 'leaves the league',
  } satisfies Record<Move, (tier: string) => string>,
  noDrivers: 'No driver has finished a race yet.',
  closed: 'The season is closed.',
  open: 'The season is under way.',
  tier: (index: number) => `Tier ${index + 1}${index === 0 ? ' (top)' : ''}`,
  tierName: 'Name',
  tierRaces: 'Its races, in the calendar’s order',
  addTier: 'Add a tier',
  removeTier: 'Remove this tier',
  createConfirm: (title: string, tiers: number, races: number) =>
    `Create the season ${title}: ${plural(tiers, 'tier', 'tiers')} of ${plural(races, 'race', 'races')}`,
  created: (title: string) => `Season created: ${title}.`,
  notCreated: (reason: string) => `The season was not created: ${reason}`,
  publicPage: 'Its public page',
  close: 'Close the season',
  leaving: 'Drivers leaving the league (they take no place next season)',
  closeConfirm: (title: string) => `Close ${title} for good and email every driver`,
  closedNow: (emailed: number) => `The season is closed; ${plural(emailed, 'driver', 'drivers')} emailed.`,
  next: 'Start the next season',
  nextId: 'Next season’s id',
  nextTitle: 'Its title',
  calendar: 'Its calendar: every tier races these, in order',
  raceTitle: (n: number) => `Race ${n}: title`,
  raceCircuit: (n: number) => `Race ${n}: circuit`,
  addRace: 'Add a race',
  removeRace: 'Remove the last race',
  options: 'The settings of every race',
  nextConfirm: (title: string, races: number, tiers: number) =>
    `Start ${title}: ${plural(races * tiers, 'race', 'races')}, every driver registered and emailed his token`,
  nextStarted: (title: string) => `Next season started: ${title}.`,
  notYetCreated: 'not created yet',
  following: 'Create the races now due',
  followingConfirm: (title: string) => `Create every race of ${title} whose race before it has finished, and email its drivers their tokens`,
  followingDone: (created: string[], waiting: string[]) =>
    `${created.length === 0 ? 'No race to create yet.' : `Created: ${created.join(', ')}.`}${waiting.length === 0 ? '' : ` Waiting for the race before to finish: ${waiting.join(', ')}.`}`,
  refused: (reason: string) => `Refused: ${reason}`,
  seedHeading: 'Seed the tiers by rating',
  seedHelp:
    'For a league’s first season: your drivers in the order of their rating in the game, highest first, cut into tiers. Drivers level on rating, and those never rated after them, stay in your order.',
  seedGame: 'Game',
  seedDrivers: 'Drivers, one a line, by the names they race under',
  seedSizes: 'Drivers in each tier, top first (such as 6, 6)',
  seed: 'Seed the tiers',
  seedRefused: (reason: string) => `The tiers were not seeded: ${reason}`,
  tierDrivers: 'Its drivers, by rating: each enters this tier’s races',
  rating: (points: number, races: number) => `${points.toFixed(1)} (${plural(races, 'race', 'races')})`,
  unrated: 'no rating yet',
  newcomers: 'Drivers new to the league',
  newcomersHelp: 'Each joins the highest tier whose lowest-rated driver he rates at least as high as; one never rated joins the last tier.',
  addNewcomer: 'Add a new driver',
  newcomerName: (n: number) => `New driver ${n}: name`,
  newcomerEmail: (n: number) => `New driver ${n}: email`,
  newcomerLanguage: (n: number) => `New driver ${n}: language`,
  noSeasons: 'No season yet.',
  notListed: (reason: string) => `The seasons could not be listed: ${reason}`,
  listed: (id: string, rulesetId: string, tiers: number, races: number, closed: boolean) =>
    `(${id}): ${rulesetId}, ${plural(tiers, 'tier', 'tiers')} of ${plural(races, 'race', 'races')}, ${closed ? 'closed' : 'under way'}`,
};

export type SeasonWords = typeof en;

const it: SeasonWords = {
  pageTitle: (title) => `${title} — Speed Master`,
  loading: 'Carico la stagione…',
  notLoaded: (reason) => `Non è stato possibile caricare la stagione: ${reason}`,
  rules: (up, down) =>
    `Da ogni serie tranne la prima ${up === 1 ? 'sale 1 pilota' : `salgono ${up} piloti`}, da ogni serie tranne l'ultima ${down === 1 ? 'ne scende 1' : `ne scendono ${down}`}.`,
  tieBreaks: (names) => (names.length === 0 ? 'I piloti a pari punti sono in ordine di nome.' : `Piloti a pari punti: ${names.join(', poi ')}.`),
  noTieBreak: 'nessuno',
  tieBreak: { countBack: 'piazzamenti (più vittorie, poi più secondi posti, …)', headToHead: 'scontri diretti' },
  finished: (done, all) => `${done} ${done === 1 ? 'finita' : 'finite'} su ${plural(all, 'gara', 'gare')}.`,
  headers: ['Pos.', 'Pilota', 'Punti', 'Deciso da'],
  nextHeader: 'Prossima stagione',
  ifNowHeader: 'Se finisse ora',
  decidedBy: { standings: 'punti', countBack: 'piazzamenti', headToHead: 'scontri diretti', name: 'nome' },
  move: {
    promoted: (tier) => `sale in ${tier}`,
    relegated: (tier) => `scende in ${tier}`,
    stays: () => 'resta',
    leaves: () => 'lascia la lega',
  },
  noDrivers: 'Nessun pilota ha ancora finito una gara.',
  closed: 'La stagione è chiusa.',
  open: 'La stagione è in corso.',
  tier: (index) => `Serie ${index + 1}${index === 0 ? ' (la più alta)' : ''}`,
  tierName: 'Nome',
  tierRaces: 'Le sue gare, in ordine di calendario',
  addTier: 'Aggiungi una serie',
  removeTier: 'Togli questa serie',
  createConfirm: (title, tiers, races) => `Crea la stagione ${title}: ${tiers === 1 ? '1 serie' : `${tiers} serie`} di ${plural(races, 'gara', 'gare')}`,
  created: (title) => `Stagione creata: ${title}.`,
  notCreated: (reason) => `La stagione non è stata creata: ${reason}`,
  publicPage: 'La sua pagina pubblica',
  close: 'Chiudi la stagione',
  leaving: 'Piloti che lasciano la lega (non hanno posto la prossima stagione)',
  closeConfirm: (title) => `Chiudi per sempre ${title} e scrivi a ogni pilota`,
  closedNow: (emailed) => `La stagione è chiusa; ${emailed === 1 ? 'scritto a 1 pilota' : `scritto a ${emailed} piloti`}.`,
  next: 'Inizia la prossima stagione',
  nextId: 'Identificativo della prossima stagione',
  nextTitle: 'Il suo titolo',
  calendar: 'Il suo calendario: ogni serie corre queste gare, in ordine',
  raceTitle: (n) => `Gara ${n}: titolo`,
  raceCircuit: (n) => `Gara ${n}: circuito`,
  addRace: 'Aggiungi una gara',
  removeRace: "Togli l'ultima gara",
  options: 'Le impostazioni di ogni gara',
  nextConfirm: (title, races, tiers) => `Inizia ${title}: ${plural(races * tiers, 'gara', 'gare')}, ogni pilota iscritto e il suo codice mandato per email`,
  nextStarted: (title) => `Prossima stagione iniziata: ${title}.`,
  notYetCreated: 'non ancora creata',
  following: 'Crea le gare ora dovute',
  followingConfirm: (title) => `Crea ogni gara di ${title} la cui gara precedente è finita, e manda ai suoi piloti il loro codice`,
  followingDone: (created, waiting) =>
    `${created.length === 0 ? 'Ancora nessuna gara da creare.' : `Create: ${created.join(', ')}.`}${waiting.length === 0 ? '' : ` In attesa che finisca la gara precedente: ${waiting.join(', ')}.`}`,
  refused: (reason) => `Rifiutato: ${reason}`,
  seedHeading: 'Componi le serie per punteggio Elo',
  seedHelp:
    'Per la prima stagione di una lega: i tuoi piloti in ordine di punteggio Elo nel gioco, dal più alto, divisi in serie. I piloti a pari punteggio, e dopo di loro quelli ancora senza, restano nel tuo ordine.',
  seedGame: 'Gioco',
  seedDrivers: 'Piloti, uno per riga, con i nomi con cui corrono',
  seedSizes: 'Piloti in ogni serie, dalla più alta (per esempio 6, 6)',
  seed: 'Componi le serie',
  seedRefused: (reason) => `Le serie non sono state composte: ${reason}`,
  tierDrivers: 'I suoi piloti, per punteggio Elo: ognuno si iscrive alle gare di questa serie',
  rating: (points, races) => `${points.toFixed(1).replace('.', ',')} (${plural(races, 'gara', 'gare')})`,
  unrated: 'ancora senza punteggio',
  newcomers: 'Piloti nuovi nella lega',
  newcomersHelp:
    'Ognuno entra nella serie più alta il cui pilota dal punteggio Elo più basso non lo supera; chi è ancora senza punteggio entra nell’ultima serie.',
  addNewcomer: 'Aggiungi un pilota nuovo',
  newcomerName: (n) => `Pilota nuovo ${n}: nome`,
  newcomerEmail: (n) => `Pilota nuovo ${n}: email`,
  newcomerLanguage: (n) => `Pilota nuovo ${n}: lingua`,
  noSeasons: 'Ancora nessuna stagione.',
  notListed: (reason) => `Non è stato possibile elencare le stagioni: ${reason}`,
  listed: (id, rulesetId, tiers, races, closed) =>
    `(${id}): ${rulesetId}, ${tiers === 1 ? '1 serie' : `${tiers} serie`} di ${plural(races, 'gara', 'gare')}, ${closed ? 'chiusa' : 'in corso'}`,
};

const tables: Record<Language, SeasonWords> = { en, it };

export const seasonSaid = (): SeasonWords => tables[languageOf()];
