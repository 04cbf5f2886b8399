/** The inbound handler on the API's parts (functions/race/storage.ts and a notifier): the API's own service submits what the replies say. */

import type { Mailer } from '../notifier/mailer.ts';
import type { ReplyAddresses } from '../notifier/reply-address.ts';
import { createService, type ServiceDeps } from '../race/service.ts';
import { createInbound } from './inbound.ts';

export interface InboundWiring {
  replies: ReplyAddresses;
  /** Sends the answers to the replies. */
  mailer: Mailer;
  /** sha256 (hex) of the organiser's token: the service needs one, though no reply acts as the organiser. */
  organiserTokenHash: string;
  webUrl?: string;
}

export const wireInbound = (backend: Omit<ServiceDeps, 'config'>, { replies, mailer, organiserTokenHash, webUrl }: InboundWiring) =>
  createInbound({
    service: createService({ ...backend, config: { organiserTokenHash } }),
    replies,
    records: backend.records,
    mailer,
    ...(webUrl ? { webUrl } : {}),
  });
