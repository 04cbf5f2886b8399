/**
 * Local mode's reply page, beside the mailbox: the emails that carry a reply address, each with a
 * box to answer it in the browser. The answer goes out as a mail client's would, quoting the email
 * under it, by SMTP to the local SMTP server, so it takes the whole way a player's reply takes.
 */
import { Hono } from 'hono';
import { createTransport } from 'nodemailer';

interface StoredEmail {
  messageId: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
  at: number;
}

export const REPLY_PAGE = '/mailbox/replies';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `mailbox`: the SES stand-in's URL; `smtpPort`: the local SMTP server's. */
export function replyPage({ mailbox, smtpPort }: { mailbox: string; smtpPort: number }): Hono {
  const page = new Hono();
  const transport = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  const answerable = async (): Promise<StoredEmail[]> => {
    const { emails } = (await (await fetch(`${mailbox}/store`)).json()) as { emails: StoredEmail[] };
    return emails.filter((email) => email.replyTo.length > 0).reverse();
  };

  page.get(REPLY_PAGE, async (c) => {
    const sent = c.req.query('sent');
    const items = (await answerable()).slice(0, 50).map(
      (email) => `<li><h2>${escapeHtml(email.subject)}</h2>
<p>To ${escapeHtml(email.destination.to.join(', '))}, ${new Date(email.at * 1000).toISOString()}</p>
<details><summary>The email</summary><pre>${escapeHtml(email.body.text ?? '')}</pre></details>
<form method="post" action="${REPLY_PAGE}"><input type="hidden" name="messageId" value="${escapeHtml(email.messageId)}">
<label>Reply (the first line is read)<br><textarea name="text" rows="3" cols="60" required></textarea></label><br><button type="submit">Send reply</button></form></li>`,
    );
    return c.html(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Replies</title></head><body>
<h1>Reply to a race email</h1>
${sent ? `<p role="status">Reply sent: ${escapeHtml(sent)}. The answer is in the <a href="${mailbox}/">mailbox</a>.</p>` : ''}
<p>The emails that open a step carry the player's reply address. Answer one here as the player would from his mail client.</p>
<ol>${items.join('\n') || '<li>No email with a reply address yet.</li>'}</ol></body></html>`);
  });

  page.post(REPLY_PAGE, async (c) => {
    const form = await c.req.parseBody();
    const email = (await answerable()).find((one) => one.messageId === form.messageId);
    const text = typeof form.text === 'string' ? form.text : '';
    if (!email) return c.text('no such email in the mailbox', 404);
    const [from = '', to = ''] = [email.destination.to[0], email.replyTo[0]];
    const quoted = (email.body.text ?? '').split('\n').map((line) => `> ${line}`);
    await transport.sendMail({
      from,
      to,
      subject: `Re: ${email.subject}`,
      text: [text, '', `On ${new Date(email.at * 1000).toUTCString()}, Speed Master wrote:`, ...quoted].join('\n'),
    });
    return c.redirect(`${REPLY_PAGE}?sent=${encodeURIComponent(`${email.subject} from ${from}`)}`, 303);
  });
  return page;
}
