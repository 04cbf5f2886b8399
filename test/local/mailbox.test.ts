import { SendEmailCommand } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILBOX_SIZE } from '../../functions/local/sesStandIn.ts';
import { type LocalSes, startSes } from '../support/ses.ts';

let ses: LocalSes;
beforeAll(async () => {
  ses = await startSes();
});
afterAll(() => ses.close());

describe('the local mailbox', () => {
  it('keeps the newest emails only, so a long race cannot fill the process', async () => {
    const total = MAILBOX_SIZE + 3;
    for (let n = 1; n <= total; n++) {
      await ses.client.send(
        new SendEmailCommand({
          Source: 'race-master@speed-master.local',
          Destination: { ToAddresses: ['ada@example.org'] },
          Message: { Subject: { Data: `email ${n}` }, Body: { Text: { Data: 'turn report' } } },
        }),
      );
    }
    const subjects = (await ses.sent()).map((email) => email.subject);
    expect(subjects).toHaveLength(MAILBOX_SIZE);
    expect(subjects[0]).toBe('email 4');
    expect(subjects.at(-1)).toBe(`email ${total}`);
  });
});
