/**
 * Sends one email through SES (the v1 `SendEmail` call, which the local SES stand-in also
 * serves), with both a text and an HTML body.
 */
import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import type { Rendered } from './document.ts';

export interface Mailer {
  /** Returns the provider's message id once the email is accepted. */
  send(to: string, email: Rendered): Promise<string>;
}

export function createSesMailer({ client, sender }: { client: SESClient; sender: string }): Mailer {
  const content = (data: string) => ({ Data: data, Charset: 'UTF-8' });
  return {
    async send(to, email) {
      const { MessageId } = await client.send(
        new SendEmailCommand({
          Source: sender,
          Destination: { ToAddresses: [to] },
          Message: { Subject: content(email.subject), Body: { Text: content(email.text), Html: content(email.html) } },
        }),
      );
      return MessageId ?? '';
    },
  };
}
