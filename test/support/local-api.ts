/** The HTTP API and the mailbox of a local stack (functions/local/stack.ts) as the end-to-end tests call them. */
import type { RaceEvent } from '../../domain/race/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { assertConforms, type OpenApiChecker, openApiChecker } from './openapi-check.ts';
import type { SentEmail } from './ses.ts';

export type Json = Record<string, any>;

/** The race events of an export (`GET /races/{id}/export`), commit after commit. */
export const eventsOf = (log: Json): RaceEvent[] => (log.commits as { events: RaceEvent[] }[]).flatMap((k) => k.events);
/** The steps a game of the flow contract played, in order. */
export const stepsOf = (events: RaceEvent[]) => events.flatMap((e) => (e.type === 'StepPlayed' ? [e] : []));

/** A reminder that its reader's seat is the last the step waits for (functions/notifier/messages.ts), in English or Italian. */
const LAST_TO_SEND = / you are the last to send for |, manchi solo tu$/;

/**
 * A player's emails of the race's steps, and apart from them his reminders that he was the last to
 * send, which come whenever the others happen to send first; a step's at most once.
 */
export const apartFromLastToSend = (emails: SentEmail[]): { steps: SentEmail[]; lastToSend: string[] } => {
  const lastToSend = emails.filter((e) => LAST_TO_SEND.test(e.subject)).map((e) => e.subject);
  if (new Set(lastToSend).size !== lastToSend.length) throw new Error(`a step's last-to-send reminder came twice: ${lastToSend.join('; ')}`);
  return { steps: emails.filter((e) => !LAST_TO_SEND.test(e.subject)), lastToSend };
};

/** `stack` is read at each call: the tests start it in `beforeAll`. Every answer is checked against the stack's OpenAPI document. */
export function localApi(stack: () => LocalStack) {
  let check: OpenApiChecker | undefined;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    { token, body, accept }: { token?: string; body?: unknown; accept?: string } = {},
  ) => {
    check ??= openApiChecker(await (await fetch(`${stack().urls.api}/openapi.json`)).json());
    const response = await fetch(`${stack().urls.api}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const type = response.headers.get('content-type') ?? '';
    const text = await response.text();
    assertConforms(check(method, path, response.status, type, text));
    return { status: response.status, type, body: (type.includes('json') ? JSON.parse(text) : text) as Json };
  };

  /** A call that must succeed; a refusal fails the test with the problem the API gave. */
  const ok = async (method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}): Promise<Json> => {
    const { status, body } = await call(method, path, options);
    if (status >= 300) throw new Error(`${method} ${path} answered ${status}: ${JSON.stringify(body)}`);
    return body;
  };

  /** The emails the local SES stand-in has for `to`. */
  const mailbox = async (to: string): Promise<SentEmail[]> =>
    ((await (await fetch(`${stack().urls.mailbox}store`)).json()) as { emails: SentEmail[] }).emails.filter((e) => e.destination.to.includes(to));

  return { call, ok, mailbox };
}
