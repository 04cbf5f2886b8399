/**
 * Sends one email through SES as a raw MIME message (the v1 `SendRawEmail` call, which the local
 * SES stand-in also serves): text, HTML and the pictures the HTML shows inline.
 */
import type { SESClient } from '@aws-sdk/client-ses';
import type { BackendEnv } from '../env.ts';
import type { Rendered } from './document.ts';
import { mimeMessage } from './mime.ts';

export interface Mailer {
  /** Returns the provider's message id once the email is accepted. */
  send(to: string, email: Rendered): Promise<string>;
}

/**
 * The SES SDK is loaded with the first email, not at start: most API requests send none, and the
 * SDK is a large share of a Lambda's cold start.
 */
const sesSdk = () => import('@aws-sdk/client-ses');

/** `client` may be made on first use, for the same reason. */
export function createSesMailer({ client, sender }: { client: SESClient | (() => Promise<SESClient>); sender: string }): Mailer {
  let ready: Promise<SESClient> | undefined;
  return {
    async send(to, email) {
      const message = mimeMessage({ from: sender, to, ...email });
      ready ??= typeof client === 'function' ? client() : Promise.resolve(client);
      const [ses, { SendRawEmailCommand }] = await Promise.all([ready, sesSdk()]);
      const { MessageId } = await ses.send(new SendRawEmailCommand({ Source: sender, Destinations: [to], RawMessage: { Data: Buffer.from(message) } }));
      return MessageId ?? '';
    },
  };
}

/** An SES call gives up well before its email's claim expires (delivery.ts), so two senders never hold one email. */
export const SES_TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 10_000 };

/** The mailer and the emails' links on AWS, from the Lambda's environment; the SES client is made with the first email. */
export const emailsOnAws = (env: Pick<BackendEnv, 'SENDER_EMAIL' | 'PUBLIC_URL' | 'WEB_URL'>) => ({
  mailer: createSesMailer({ client: async () => new (await sesSdk()).SESClient({ requestHandler: SES_TIMEOUTS }), sender: env.SENDER_EMAIL }),
  ...(env.PUBLIC_URL ? { baseUrl: env.PUBLIC_URL } : {}),
  ...(env.WEB_URL ? { webUrl: env.WEB_URL } : {}),
});
