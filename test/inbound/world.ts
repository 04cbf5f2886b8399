/**
 * An AICS race on the test oval at turn 1, on the API's world (test/api/world.ts) with reply
 * addresses in its step emails, and the inbound handler on the same backend: Ada (car 1, Italian)
 * and Bruno (car 2, English).
 */
import { rulesets } from '../../domain/rulesets.ts';
import { wireInbound } from '../../functions/inbound/wire.ts';
import { replyAddresses } from '../../functions/notifier/reply-address.ts';
import { bearer, organiser, startApi } from '../api/world.ts';
import { OVAL_LAP, POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';

export const DOMAIN = 'races.example.org';
export const ADA = 'ada@example.org';
export const BRUNO = 'bruno@example.org';

export async function startInboundRace(table: string, raceId: string) {
  const replies = replyAddresses({ secret: 'a test reply secret of enough characters', domain: DOMAIN });
  const api = await startApi(table, rulesets, undefined, replies);
  const inbound = wireInbound(api.backend, {
    replies,
    mailer: api.mailer,
    organiserTokenHash: api.deps.config.organiserTokenHash,
    webUrl: 'https://races.example.org',
  });
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => api.call(method, path, body, headers);
  await call('POST', '/races', { id: raceId, title: 'Ghost GP', circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 1 }, organiser);
  const tokens: string[] = [];
  for (const [name, email, language] of [
    ['Ada', ADA, 'it'],
    ['Bruno', BRUNO, 'en'],
  ])
    tokens.push((await call('POST', `/races/${raceId}/entries`, { name, email, language })).body.token);
  await call('POST', `/races/${raceId}/close-registration`, undefined, organiser);
  for (const token of tokens) await call('POST', `/races/${raceId}/qualifying`, { build: POLE_CAR, lapText: OVAL_LAP }, bearer(token));
  await call('POST', `/races/${raceId}/resolve`, undefined, organiser);
  for (const token of tokens) await call('POST', `/races/${raceId}/setup`, {}, bearer(token));
  await call('POST', `/races/${raceId}/resolve`, undefined, organiser);

  /** The reply address of the newest email to `to`. */
  const replyAddressOf = (to: string): string => {
    const address = api.mails.filter((mail) => mail.to === to && mail.email.replyTo).at(-1)?.email.replyTo;
    if (!address) throw new Error(`no email with a reply address to ${to}`);
    return address;
  };
  return { api, inbound, replies, tokens, call, replyAddressOf };
}
