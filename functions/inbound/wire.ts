/** The inbound handler on the API's parts (functions/storage.ts and a notifier): the API's own service submits what the replies say. */
import { type ApiDeps, createService } from '../api/service.ts';
import type { Mailer } from '../notifier/mailer.ts';
import type { ReplyAddresses } from './address.ts';
import { createInbound } from './inbound.ts';

export interface InboundWiring {
  replies: ReplyAddresses;
  /** Sends the answers to the replies. */
  mailer: Mailer;
  /** sha256 (hex) of the organiser's token: the service needs one, though no reply acts as the organiser. */
  organiserTokenHash: string;
  webUrl?: string;
}

export const wireInbound = (backend: Omit<ApiDeps, 'config'>, { replies, mailer, organiserTokenHash, webUrl }: InboundWiring) =>
  createInbound({
    service: createService({ ...backend, config: { organiserTokenHash } }),
    replies,
    records: backend.records,
    mailer,
    ...(webUrl ? { webUrl } : {}),
  });
