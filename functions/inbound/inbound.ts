/**
 * A player's reply to a step email, as the raw mail SES (or the local SMTP server) received: read,
 * authenticated, and submitted through the API's own submission path (functions/race/submit.ts), then
 * answered by email with the receipt or the refusal, in the player's language.
 *
 * Who may submit: the mail must go to a reply address whose MAC is valid (notifier/reply-address.ts) and come
 * from the address the car's player registered, its envelope as well as its From, vouched for by
 * SES's verdicts on AWS (sender.ts). A mail that fails any of these gets no answer (no mail to a
 * forged sender) and leaves nothing in the table; one for a step no longer open gets a polite
 * refusal. Each mail is handled once by its Message-ID: a claim like the sent-markers'
 * (delivery.ts), completed with what became of it and the verdicts. A
 * delivery that dies after the submission and before the record leaves the claim to expire: the
 * next delivery submits the same text again, as a new revision of the same submission, and
 * answers again.
 */
import { createHash } from 'node:crypto';
import { DomainError } from '../../domain/errors.ts';
import { own } from '../../domain/own.ts';
import { nonHumanPlayerWords, stepWords } from '../../domain/race/report.ts';
import type { Entry, RaceState } from '../../domain/race/state.ts';
import { reporters } from '../../domain/reports.ts';
import { fromDomain, HttpProblem } from '../http/problem.ts';
import { API_ROUTES, pathTo } from '../http/routes.ts';
import { type Block, render } from '../notifier/document.ts';
import type { Mailer } from '../notifier/mailer.ts';
import type { ReplyAddresses, ReplyTarget } from '../notifier/reply-address.ts';
import { replyMessages } from '../notifier/reply-messages.ts';
import type { Service } from '../race/service.ts';
import { submit, submitStep } from '../race/submit.ts';
import type { Records } from '../store/records.ts';
import { keys } from '../store/table.ts';
import { MAX_REPLY_BYTES, type Reply, readMail } from './mail.ts';
import { forgery, type Verdicts } from './sender.ts';

/** How long one delivery holds a mail before another delivery of it may take it over. */
export const INBOUND_CLAIM_MS = 60_000;

export interface InboundMail {
  raw: Uint8Array | string;
  /** The envelope's recipients (SES's `receipt.recipients`, SMTP's RCPT TO); the To and Cc headers without them. */
  recipients?: string[];
  /** The envelope sender (SMTP's MAIL FROM, SES's `mail.source`); empty for the null sender. */
  sender: string;
  verdicts?: Verdicts;
}

export type InboundOutcome =
  | { outcome: 'submitted'; raceId: string; car: string; step: string; revision: number }
  /** Answered with the reason: the reply was read but not accepted (a refusal, the step already played, a keyword). */
  | { outcome: 'answered'; raceId: string; car: string; reason: string }
  /** Not answered: no reply address of ours, not from the player (sender.ts), another delivery of the same mail. */
  | { outcome: 'ignored'; reason: string };

export interface InboundOptions {
  service: Service;
  replies: ReplyAddresses;
  records: Pick<Records, 'claim' | 'release' | 'complete'>;
  /** Sends the answers. */
  mailer: Mailer;
  /** Public base URL of the web pages, for the race page the answers link to. */
  webUrl?: string;
  claimMs?: number;
}

const sha256 = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('hex');

const WITHDRAW = /^(withdraw|ritiro|mi ritiro)$/;
const STANDING_ORDER = /^(standing order|ordine permanente)$/;

export function createInbound({ service, replies, records, mailer, webUrl, claimMs = INBOUND_CLAIM_MS }: InboundOptions) {
  const { race, load, carPlayer, deps } = service;

  /** The answer to the player, threaded under his reply; his reply address again while its step is open, to correct what he sent. */
  const answer = async (entry: Entry, raceId: string, reply: { subject: string; messageId?: string }, blocks: Block[], replyTo?: string) => {
    const m = replyMessages[entry.language];
    const page: Block[] = webUrl ? [{ kind: 'paragraph', text: m.page(webUrl + pathTo(API_ROUTES.race, { id: raceId })) }] : [];
    const messageId = reply.messageId;
    await mailer.send(
      entry.email,
      render(
        {
          subject: m.subject(reply.subject.slice(0, 200)),
          blocks: [...blocks, ...page],
          ...(replyTo ? { replyTo } : {}),
          ...(messageId ? { inReplyTo: messageId } : {}),
        },
        entry.language,
      ),
    );
  };

  /** Reads and judges one reply of the car's player to a step email, submitted at most once. */
  const judge = async (target: ReplyTarget, state: RaceState, entry: Entry, mail: Reply): Promise<InboundOutcome> => {
    const { raceId, car } = target;
    const m = replyMessages[entry.language];
    const reply = { subject: mail.subject, ...(mail.messageId ? { messageId: mail.messageId } : {}) };
    const answered = async (reason: string, blocks: Block[], replyTo?: string): Promise<InboundOutcome> => {
      await answer(entry, raceId, reply, blocks, replyTo);
      return { outcome: 'answered', raceId, car, reason };
    };
    const step = race.step(state);
    if (!step || step.rank > target.rank) return answered('step already played', [{ kind: 'paragraph', text: m.closed }]);
    if (step.rank < target.rank) return { outcome: 'ignored', reason: 'a step not open yet' };
    const address = replies.addressFor(target);
    // The game's words for the step and its non-human player, as the step emails have them.
    const reporter = state.settings && own(reporters, state.settings.rulesetId);
    const stepName = stepWords(reporter, step, entry.language);

    const { text } = mail;
    const keyword = text.toLowerCase().replace(/[.!\s]+$/, '');
    if (text === '') return answered('empty', [{ kind: 'paragraph', text: m.empty }], address);
    if (WITHDRAW.test(keyword)) return answered('withdraw by email', [{ kind: 'paragraph', text: m.withdrawRefused }]);
    if (STANDING_ORDER.test(keyword)) {
      const set = (state.standingOrders?.[car] ?? null) !== null;
      return answered('standing order', [{ kind: 'paragraph', text: m.standingOrder(set, nonHumanPlayerWords(reporter, entry.language)) }], address);
    }
    try {
      const receipt = await submit(service, raceId, (latest) => carPlayer(latest, car), 'submissions', { text, step: step.id, car }, submitStep);
      const warnings = receipt.warnings.map(({ field, message }) => m.field(field, message));
      await answer(
        entry,
        raceId,
        reply,
        [
          { kind: 'paragraph', text: m.received(car, stepName, text, receipt.revision) },
          { kind: 'paragraph', text: receipt.waitingFor.length > 0 ? m.waitingFor(receipt.waitingFor) : m.everyoneIn },
          ...(warnings.length > 0 ? [{ kind: 'list' as const, items: warnings }] : []),
        ],
        address,
      );
      return { outcome: 'submitted', raceId, car, step: receipt.step, revision: receipt.revision };
    } catch (error) {
      const refusal = error instanceof DomainError ? fromDomain(error) : error instanceof HttpProblem ? error : undefined;
      if (!refusal) throw error;
      if (refusal.errors.some(({ reason }) => reason === 'already played')) return answered('step already played', [{ kind: 'paragraph', text: m.closed }]);
      const fields = refusal.errors.map(({ field, reason }) => m.field(field, reason));
      return answered(
        refusal.message,
        [
          { kind: 'paragraph', text: `${m.refused(car, stepName, text)} ${refusal.message}` },
          ...(fields.length > 0 ? [{ kind: 'list' as const, items: fields }] : []),
        ],
        address,
      );
    }
  };

  return {
    async receive({ raw, recipients, sender, verdicts }: InboundMail): Promise<InboundOutcome> {
      if (raw.length > MAX_REPLY_BYTES) return { outcome: 'ignored', reason: 'too large for a reply' };
      const mail = await readMail(raw);
      const to = recipients ?? mail.to;
      const target = to.map((address) => replies.verify(address)).find((found) => found !== undefined);
      if (!target) return { outcome: 'ignored', reason: 'no valid reply address' };
      const state = await load(target.raceId).then(
        ({ state: loaded }) => loaded,
        (error: unknown) => {
          if (error instanceof HttpProblem && error.status === 404) return undefined;
          throw error;
        },
      );
      if (!state) return { outcome: 'ignored', reason: `no race ${target.raceId}` };
      const entry = state.entries[target.car];
      if (!entry) return { outcome: 'ignored', reason: `race ${target.raceId} has no car ${target.car}` };
      const forged = forgery({ from: mail.from, envelope: sender, dkimDomains: mail.dkimDomains, ...(verdicts ? { verdicts } : {}) }, entry.email);
      if (forged) return { outcome: 'ignored', reason: `car ${target.car}: ${forged}` };

      const marker = keys.inbound(sha256(mail.messageId ?? sha256(raw)));
      const now = deps.clock();
      const claim = await records.claim(marker, 0, now.toISOString(), new Date(now.getTime() + claimMs).toISOString());
      if (claim !== 'taken') return { outcome: 'ignored', reason: claim === 'done' ? 'delivered before' : 'being handled by another delivery' };
      let outcome: InboundOutcome;
      try {
        outcome = await judge(target, state, entry, mail);
      } catch (error) {
        await records.release(marker, 0);
        throw error;
      }
      await records.complete(marker, 0, {
        raceId: target.raceId,
        car: target.car,
        rank: target.rank,
        outcome: outcome.outcome,
        ...(outcome.outcome === 'submitted' ? {} : { reason: outcome.reason }),
        spf: verdicts?.spf ?? 'none',
        dkim: verdicts?.dkim ?? 'none',
        dmarc: verdicts?.dmarc ?? 'none',
        at: now.toISOString(),
      });
      return outcome;
    },
  };
}

export type Inbound = ReturnType<typeof createInbound>;
