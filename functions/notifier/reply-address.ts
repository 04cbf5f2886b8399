/**
 * The reply address of one player's car for one step: `r1+<race>.<car>.<rank>.<mac>@<domain>`,
 * where the MAC (HMAC-SHA256 with the server's reply secret, over the race, the car and the step's
 * rank, truncated to 80 bits, base32) makes the address its own credential: nobody can write one
 * for another car or another step, and an old email's address stays the old step's.
 *
 * The rank, not the step's name, identifies the step: every step opened later has a higher one,
 * so an address tells an older step from the open one. Mail systems may change the case of a local
 * part: the MAC is read in either case, the race id is not (a race id that came back in another
 * case fails the MAC and is refused).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

const VERSION = 'r1';
/** RFC 5321's limit: a longer local part is not given an address at all. */
const MAX_LOCAL_PART = 64;
const MAC_CHARACTERS = 16;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export const ReplyTarget = z.object({
  raceId: z.string().regex(/^[A-Za-z0-9_]{1,40}$/),
  car: z.string().regex(/^[1-9][0-9]{0,2}$/),
  rank: z.number().int().min(0).max(99_999),
});
export type ReplyTarget = z.infer<typeof ReplyTarget>;

export interface ReplyAddresses {
  domain: string;
  /** The address a reply for `target` goes to; none when it would be too long for a mail system. */
  addressFor(target: ReplyTarget): string | undefined;
  /** The target of a reply address with a valid MAC; undefined for any other address. */
  verify(address: string): ReplyTarget | undefined;
}

const base32 = (bytes: Buffer): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
};

const LOCAL_PART = /^r1\+([A-Za-z0-9_]{1,40})\.([1-9][0-9]{0,2})\.(0|[1-9][0-9]{0,4})\.([A-Za-z2-7]{16})$/;

export function replyAddresses({ secret, domain }: { secret: string; domain: string }): ReplyAddresses {
  if (secret.length < 32) throw new Error('the reply secret must have at least 32 characters');
  const macOf = ({ raceId, car, rank }: ReplyTarget): string =>
    base32(createHmac('sha256', secret).update(`${VERSION}\n${raceId}\n${car}\n${rank}`).digest()).slice(0, MAC_CHARACTERS);
  const lowerDomain = domain.toLowerCase();
  return {
    domain: lowerDomain,
    addressFor(target) {
      const local = `${VERSION}+${target.raceId}.${target.car}.${target.rank}.${macOf(target)}`;
      return local.length <= MAX_LOCAL_PART ? `${local}@${lowerDomain}` : undefined;
    },
    verify(address) {
      const at = address.lastIndexOf('@');
      if (at < 0 || address.slice(at + 1).toLowerCase() !== lowerDomain) return undefined;
      const match = LOCAL_PART.exec(address.slice(0, at));
      if (!match) return undefined;
      const [, raceId = '', car = '', rank = '', mac = ''] = match;
      const target = { raceId, car, rank: Number(rank) };
      const expected = Buffer.from(macOf(target));
      const given = Buffer.from(mac.toLowerCase());
      return given.length === expected.length && timingSafeEqual(given, expected) ? target : undefined;
    },
  };
}
