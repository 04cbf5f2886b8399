/**
 * Local mode's incoming mail: an SMTP server on loopback (smtp-server) that hands every mail it
 * receives to the inbound handler, as SES receiving does on AWS. It takes mail for anyone (the
 * handler ignores what is not a reply address) and asks for no login: it listens on loopback only.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { InboundMail, InboundOutcome } from '../inbound/inbound.ts';
import { MAX_REPLY_BYTES } from '../inbound/mail.ts';

export interface SmtpServer {
  port: number;
  close(): Promise<void>;
}

export async function startSmtpServer({
  port = 0,
  receive,
  log,
}: {
  port?: number;
  receive: (mail: InboundMail) => Promise<InboundOutcome>;
  log: (line: string) => void;
}): Promise<SmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_REPLY_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('too large for a reply'), { responseCode: 552 }));
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        receive({ raw: Buffer.concat(chunks), recipients, sender }).then(
          (outcome) => {
            log(`mail to ${recipients.join(', ')}: ${outcome.outcome}${outcome.outcome === 'submitted' ? '' : ` (${outcome.reason})`}`);
            callback();
          },
          (error: unknown) => {
            log(`mail to ${recipients.join(', ')} failed: ${error instanceof Error ? error.message : String(error)}`);
            // A temporary failure: the sender tries again, and the Message-ID keeps it to one submission.
            callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
