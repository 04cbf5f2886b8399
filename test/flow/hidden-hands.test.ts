/**
 * A game of hidden information (cards.ts) through the generic race and the HTTP API: each player
 * drives two cars; their hands are dealt from a deck shuffled when registration closes. Before the
 * finish no answer of the API and no email lets anyone but a seat's player see that seat's hand,
 * and nobody sees the deck; the finish reveals them, and the auditor verifies the shuffle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOrder } from '../../domain/dice.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { type Api, bearer, ORGANISER, organiser, startApi } from '../api/world.ts';
import { cards, cardsReporter } from './cards.ts';

const rulesets = { [cards.id]: cards };
const RACE = 'hands1';
let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-hidden-hands', rulesets, { [cards.id]: cardsReporter });
});
afterAll(() => api.close());

type Loose = Record<string, any>;
interface Seat {
  name: string;
  email: string;
  token: string;
  cars: string[];
}

const ok = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const seats: Seat[] = [];
const seatNamed = (name: string): Seat => seats.find((seat) => seat.name === name)!;
const raceFor = async (seat: Seat): Promise<Loose> => (await ok('GET', `/races/${RACE}`, undefined, bearer(seat.token))).race;
/** A car's hand as its own player sees it. */
const handOf = async (seat: Seat, car: string): Promise<number[]> => (await raceFor(seat)).game.cars[car].hand;
const send = (seat: Seat, car: string, card: number) => api.call('POST', `/races/${RACE}/submissions`, { car, submission: { card } }, bearer(seat.token));

/** The game as the race stores it, the hands it dealt and the codes of its shuffles: the truth every view is checked against. */
const stored = async () => {
  const head = await api.deps.store.head(RACE);
  const closed = (await api.events(RACE)).find((event) => event.type === 'RegistrationClosed');
  const { events = [], shuffles = [] } = closed?.type === 'RegistrationClosed' ? closed : {};
  return { game: head?.state.game as Loose, dealt: events as Loose[], codes: shuffles.map(({ code }) => code) };
};

const literal = (text: string): RegExp => new RegExp(text.replace(/[[\]]/g, '\\$&'));

/** What would give away `seat`'s cards as they lie now: each hand and each deal as the game stores them, and every card of them, in JSON and in the emails' words. */
const secretsOf = async (seat: Seat): Promise<RegExp[]> => {
  const { game, dealt } = await stored();
  const hands: number[][] = seat.cars.map((car) => game.cars[car].hand);
  return [
    ...hands.map((hand) => literal(`"hand":${JSON.stringify(hand)}`)),
    ...dealt.filter((event) => seat.cars.includes(event.car)).map((event) => literal(`"cards":${JSON.stringify(event.cards)}`)),
    ...hands.flat().flatMap((card) => [new RegExp(`"card":${card}(?!\\d)`), new RegExp(`#${card}(?!\\d)`)]),
  ];
};

/** Every answer the API gives one viewer (a token, or none for the public) about the race, as text. */
const answersTo = async (token: string | undefined): Promise<string[]> => {
  const headers = token === undefined ? undefined : bearer(token);
  return [
    JSON.stringify(await ok('GET', `/races/${RACE}`, undefined, headers)),
    JSON.stringify(await ok('GET', `/races/${RACE}/events?after=0`, undefined, headers)),
  ];
};

/**
 * Everything anybody but `seat` can get before the finish: the race and its history as every
 * other seat, the organiser and the public see them, the export, the other seats' own
 * submissions, their refused asking for `seat`'s, the shuffle's check, and every email to the
 * other players.
 */
const seenByOthersOf = async (seat: Seat): Promise<string[]> => {
  const others = seats.filter((other) => other !== seat);
  const seen = [...(await answersTo(undefined)), ...(await answersTo(ORGANISER)), JSON.stringify(await ok('GET', `/races/${RACE}/export`))];
  for (const other of others) {
    seen.push(...(await answersTo(other.token)));
    for (const car of other.cars) seen.push(JSON.stringify(await ok('GET', `/races/${RACE}/submissions/mine?car=${car}`, undefined, bearer(other.token))));
    for (const car of seat.cars) {
      const refused = await api.call('GET', `/races/${RACE}/submissions/mine?car=${car}`, undefined, bearer(other.token));
      expect(refused).toMatchObject({ status: 403, body: { errors: [{ field: 'car' }] } });
      seen.push(JSON.stringify(refused.body));
    }
  }
  for (const code of (await stored()).codes) seen.push(JSON.stringify(await ok('GET', `/dice/${code}`)));
  seen.push(...api.mails.filter(({ to }) => to !== seat.email).map(({ email }) => `${email.subject}\n${email.text}\n${email.html}`));
  return seen;
};

/** No seat's cards reach anybody else, nor the deck anybody; each seat sees its own hands, in the race and in its latest email. */
const expectNoLeak = async () => {
  const { game } = await stored();
  const deck = literal(`"deck":${JSON.stringify(game.deck)}`);
  for (const seat of seats) {
    const secrets = await secretsOf(seat);
    const found = (await seenByOthersOf(seat)).flatMap((text) => [...secrets, deck].filter((secret) => secret.test(text)).map(String));
    expect(found, `${seat.name}'s cards`).toEqual([]);
    const own = await answersTo(seat.token);
    expect(own.some((text) => deck.test(text))).toBe(false);
    for (const car of seat.cars) expect(own[0]).toContain(`"hand":${JSON.stringify(game.cars[car].hand)}`);
    const others = seats.filter((other) => other !== seat).flatMap((other) => other.cars);
    for (const car of others) expect(JSON.parse(own[0]!).race.game.cars[car].hand).toBe(3);
    const email = api.mails.filter(({ to, email }) => to === seat.email && email.subject.includes(' played')).at(-1);
    if (email) for (const card of seat.cars.flatMap((car) => game.cars[car].hand)) expect(email.email.text).toMatch(new RegExp(`#${card}(?!\\d)`));
  }
};

describe('a game of hidden hands, through the HTTP API', () => {
  it('gives each player a seat of two cars, both awaited; he sends for his second car by naming it, and for no car of another seat', async () => {
    await ok('POST', '/races', { id: RACE, title: 'Hidden hands', circuitId: 'table', rulesetId: cards.id, finishSquare: 500 }, organiser);
    for (const name of ['Ada', 'Bruno', 'Carla']) {
      const email = `${name.toLowerCase()}@example.org`;
      const entry = await ok('POST', `/races/${RACE}/entries`, { name, email });
      seats.push({ name, email, token: entry.token, cars: entry.race.you.cars });
    }
    expect(seats.map(({ cars }) => cars)).toEqual([
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
    await ok('POST', `/races/${RACE}/close-registration`, undefined, organiser);
    const ada = seatNamed('Ada');
    expect(await raceFor(ada)).toMatchObject({
      phase: 'play',
      step: { id: 'play-1', kind: 'play', cars: ['1', '2', '3', '4', '5', '6'], notation: false },
      waitingFor: ['1', '2', '3', '4', '5', '6'],
      you: { car: '1', cars: ['1', '2'] },
      game: { deck: 40 - 18 },
    });
    // The opening shuffle's code is checked like any roll's, its order sealed until the finish.
    const [code] = (await stored()).codes;
    expect(await ok('GET', `/dice/${code}`)).toMatchObject({ kind: 'shuffle', code, purpose: 'deck', size: 40, turn: 0, order: null, verification: null });
    await expectNoLeak();

    const [first] = await handOf(ada, '1');
    const [second] = await handOf(ada, '2');
    expect((await api.call('POST', `/races/${RACE}/submissions`, { submission: { card: first } }, bearer(ada.token))).body).toMatchObject({
      car: '1',
      step: 'play-1',
      submission: { card: first },
    });
    // Car 2 may play only its own cards: one of car 1's is refused naming the card.
    expect(await send(ada, '2', first!)).toMatchObject({ status: 400, body: { errors: [{ field: 'card' }] } });
    expect((await send(ada, '2', second!)).body).toMatchObject({ car: '2', step: 'play-1', submission: { card: second } });
    expect(await send(ada, '3', second!)).toMatchObject({ status: 403, body: { errors: [{ field: 'car' }] } });
    expect((await ok('GET', `/races/${RACE}/submissions/mine?car=2`, undefined, bearer(ada.token))).submission).toEqual({ card: second });
    const bruno = seatNamed('Bruno');
    const [third] = await handOf(bruno, '3');
    await send(bruno, '3', third!);
    expect((await raceFor(ada)).waitingFor).toEqual(['4', '5', '6']);
    await expectNoLeak();
  });

  it('keeps every hand and the deck from everyone else, step after step, while each card played is public once its step is', async () => {
    const ada = seatNamed('Ada');
    const { game } = await stored();
    const hands: number[][] = [game.cars['1'].hand, game.cars['2'].hand];
    // The organiser plays the first step before its deadline: cars 4, 5 and 6 play their lowest card.
    await ok('POST', `/races/${RACE}/resolve`, { step: 'play-1' }, organiser);
    const stepSeenBy = async (token?: string): Promise<Loose> =>
      (await ok('GET', `/races/${RACE}/events?after=0`, undefined, token === undefined ? undefined : bearer(token))).commits
        .flatMap((commit: Loose) => commit.events)
        .find((event: Loose) => event.type === 'StepPlayed');
    const step = await stepSeenBy();
    const adaPlayed = [step.submissions['1'].card, step.submissions['2'].card];
    expect(hands[0]).toContain(adaPlayed[0]);
    expect(hands[1]).toContain(adaPlayed[1]);
    expect(step.submissions).toMatchObject({ 4: null, 5: null, 6: null });
    // Each card drawn lies face down, but to its own seat.
    const drawn = (seen: Loose) => seen.events.filter((event: Loose) => event.type === 'drew');
    expect(drawn(step)).toEqual(['1', '2', '3', '4', '5', '6'].map((car) => ({ type: 'drew', car })));
    expect(drawn(await stepSeenBy(seatNamed('Carla').token))).toEqual(
      ['1', '2', '3', '4', '5', '6'].map((car) => ({ type: 'drew', car, ...(car === '5' || car === '6' ? { card: game.deck[Number(car) - 1] } : {}) })),
    );
    const toCarla = api.mails.filter(({ to, email }) => to === 'carla@example.org' && email.subject === 'Hidden hands: play-1 played');
    expect(toCarla).toHaveLength(1);
    expect(toCarla[0]!.email.text).toContain(`played #${adaPlayed[0]} to square ${adaPlayed[0]}`);
    expect(toCarla[0]!.email.text).toContain('drew a card');
    expect((await raceFor(ada)).game.deck).toBe(40 - 18 - 6);
    await expectNoLeak();

    // The second step: everybody plays; the step is due once all six have sent.
    for (const seat of seats) for (const car of seat.cars) await send(seat, car, (await handOf(seat, car)).at(-1)!);
    await api.resolver().resolveDue();
    expect((await raceFor(ada)).step).toMatchObject({ id: 'play-3' });
    await expectNoLeak();

    // The third: nobody sends, the non-human player plays every car at the deadline.
    api.advance(48);
    await api.resolver().resolveDue();
    expect((await raceFor(ada)).step).toMatchObject({ id: 'play-4' });
    await expectNoLeak();
  });

  it('reveals the hands, the deck and the shuffle at the finish, and the auditor verifies the shuffle and catches it tampered', async () => {
    for (const seat of seats) for (const car of seat.cars) await send(seat, car, (await handOf(seat, car))[0]!);
    await api.resolver().resolveDue();
    const finished = (await ok('GET', `/races/${RACE}`)).race;
    // The fourth step drew the deck's last four cards.
    expect(finished).toMatchObject({ phase: 'finished', step: null, game: { deck: [] } });
    expect(finished.game.cars['1'].hand).toHaveLength(3);
    expect(finished.game.cars['6'].hand).toHaveLength(2);

    const exported = await ok('GET', `/races/${RACE}/export`);
    const closed = exported.commits.flatMap((commit: Loose) => commit.events).find((event: Loose) => event.type === 'RegistrationClosed');
    const [shuffle] = closed.shuffles;
    expect(shuffle).toMatchObject({ purpose: 'deck', size: 40, order: expect.any(Array) });
    const deck = inOrder(
      Array.from({ length: 40 }, (_, index) => index + 1),
      shuffle,
    );
    expect(closed.events.map((event: Loose) => [event.car, event.cards])).toEqual(
      ['1', '2', '3', '4', '5', '6'].map((car, index) => [car, deck.slice(index * 3, index * 3 + 3)]),
    );
    expect(closed.state.deck).toEqual(deck.slice(18));
    expect(await ok('GET', `/dice/${shuffle.code}`)).toMatchObject({ kind: 'shuffle', order: shuffle.order, verification: { valid: true } });
    expect(auditRace(exported, rulesets)).toEqual({ ok: true, turns: 4, rolls: 0, shuffles: 1 });

    const tampered = structuredClone(exported);
    const order: number[] = tampered.commits.flatMap((commit: Loose) => commit.events).find((event: Loose) => event.type === 'RegistrationClosed')
      .shuffles[0].order;
    [order[0], order[1]] = [order[1]!, order[0]!];
    expect(auditRace(tampered, rulesets)).toMatchObject({
      ok: false,
      divergence: { path: 'shuffles[0].order', what: expect.stringContaining('not the one the seed gives'), expected: shuffle.order },
    });
  });
});
