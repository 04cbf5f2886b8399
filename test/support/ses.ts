/**
 * The SES stand-in started in this process on a free loopback port, with a reader for what it
 * received. Its mailbox lives in module memory shared by every server in the process: tests
 * filter by recipient.
 */
import { SESClient } from '@aws-sdk/client-ses';
import { startSesStandIn } from '../../functions/local/sesStandIn.ts';

export interface SentEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

export interface LocalSes {
  client: SESClient;
  endpoint: string;
  sent(to?: string): Promise<SentEmail[]>;
  close(): Promise<void>;
}

export async function startSes(): Promise<LocalSes> {
  const standIn = await startSesStandIn();
  const client = new SESClient({ endpoint: standIn.url, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return {
    client,
    endpoint: standIn.url,
    async sent(to) {
      const { emails } = (await (await fetch(`${standIn.url}/store`)).json()) as { emails: SentEmail[] };
      return to === undefined ? emails : emails.filter((email) => email.destination.to.includes(to));
    },
    async close() {
      client.destroy();
      await standIn.close();
    },
  };
}
