/**
 * Whether a reply comes from the player whose address it shows. The header From is what a mail
 * client shows and anyone can write it; what vouches for it is the envelope and, on AWS, SES's
 * verdicts. So a reply counts only when its envelope sender (SMTP's MAIL FROM, SES's
 * `mail.source`) is the From address too, and, when SES judged it, no verdict fails and one
 * passes for the From's own domain: DMARC (which checks that alignment itself), SPF (which
 * checked the envelope's domain, the From's once the envelope is the From), or DKIM when every
 * signature is the From domain's. SES's DKIM verdict does not say which signature passed, so a mail also signed by
 * another domain may owe its PASS to that one.
 */
import * as z from 'zod';

const Verdict = z.enum(['PASS', 'FAIL', 'GRAY', 'PROCESSING_FAILED']);

/** SES's verdicts on the mail (`receipt.spfVerdict.status`, `dkimVerdict`, `dmarcVerdict`); none for the local SMTP server. */
export const Verdicts = z.object({ spf: Verdict, dkim: Verdict, dmarc: Verdict });
export type Verdicts = z.infer<typeof Verdicts>;

export interface Sender {
  /** The header From's addresses. */
  from: string[];
  /** The envelope sender; empty for the null sender of a bounce. */
  envelope: string;
  /** The signing domain (`d=`) of each DKIM-Signature header. */
  dkimDomains: string[];
  verdicts?: Verdicts;
}

const normal = (address: string): string => address.trim().toLowerCase();
const sameAddress = (a: string, b: string): boolean => normal(a) === normal(b);

/** The address without the BATV tag that some servers put in the envelope sender (`prvs=<tag>=ada@example.org`). */
const untagged = (envelope: string): string => envelope.replace(/^prvs=[0-9a-z]+=/i, '');

const domainOf = (address: string): string => normal(address.slice(address.lastIndexOf('@') + 1));

/** The signer's domain is the From's or one above it (the one who owns a domain owns those below it), never a bare top-level domain. */
const aligned = (signer: string, from: string): boolean => {
  const domain = normal(signer);
  return domain.includes('.') && (from === domain || from.endsWith(`.${domain}`));
};

/** Why the mail is not to be believed to come from `registered`; undefined when it is. */
export function forgery({ from, envelope, dkimDomains, verdicts }: Sender, registered: string): string | undefined {
  const [author] = from;
  if (from.length !== 1 || author === undefined || !sameAddress(author, registered)) return 'not from the registered address';
  if (!sameAddress(untagged(envelope), author)) return 'the envelope sender is not the From address';
  if (verdicts === undefined) return undefined;
  const { spf, dkim, dmarc } = verdicts;
  const said = `SPF ${spf}, DKIM ${dkim}, DMARC ${dmarc}`;
  if (spf === 'FAIL' || dkim === 'FAIL' || dmarc === 'FAIL') return `${said}: a failing verdict`;
  const domain = domainOf(author);
  const dkimAligned = dkim === 'PASS' && dkimDomains.length > 0 && dkimDomains.every((signer) => aligned(signer, domain));
  if (dmarc === 'PASS' || spf === 'PASS' || dkimAligned) return undefined;
  return `${said}: no passing verdict for ${domain}`;
}
