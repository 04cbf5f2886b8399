/**
 * The players and the organiser as HTTP clients: each sends its requests one after the other, each
 * POST with an `Idempotency-Key` of its own. A request that got no answer (the process died) is sent
 * again, with the same key, to the next process; the requests after it follow.
 */
import type { Answer, HttpCall, Process } from './world.ts';

export type Meta =
  | { kind: 'submit'; car: string; step: string; expected: unknown }
  | { kind: 'resolve'; step: string }
  | { kind: 'register'; email: string }
  | { kind: 'token'; email: string }
  | { kind: 'deadline' };

export interface Attempt {
  process: number;
  stage: number;
  /** Undefined: the process died before answering. */
  answer?: Answer;
}

export interface Sent {
  call: HttpCall;
  meta: Meta;
  attempts: Attempt[];
}

export const answered = (sent: Sent): Answer | undefined => sent.attempts.find((attempt) => attempt.answer)?.answer;
/** Every answer the request got (a retry with the same key should get the first one again). */
export const answers = (sent: Sent): Answer[] => sent.attempts.flatMap((attempt) => (attempt.answer ? [attempt.answer] : []));
export const lostAnswer = (sent: Sent): boolean => sent.attempts.some((attempt) => !attempt.answer);

export class Client {
  readonly sent: Sent[] = [];
  private cursor = 0;

  constructor(
    readonly name: string,
    requests: { call: HttpCall; meta: Meta }[],
    /** What the client does next once `sent` got its answer (a player without his token asks for it). */
    private readonly then?: (sent: Sent, answer: Answer) => { call: HttpCall; meta: Meta }[],
  ) {
    for (const request of requests) this.push(request);
  }

  private push({ call, meta }: { call: HttpCall; meta: Meta }) {
    this.sent.push({ call, meta, attempts: [] });
  }

  get done(): boolean {
    return this.cursor >= this.sent.length;
  }

  /** Sends what is left, through `process`, until done or until a request gets no answer. */
  async drive(process: Process, stage: number): Promise<void> {
    while (!this.done && !process.proc.dead) {
      const sent = this.sent[this.cursor];
      if (!sent) return;
      const answer = await process.request(sent.call);
      sent.attempts.push({ process: process.proc.id, stage, ...(answer ? { answer } : {}) });
      if (!answer) return;
      // The first attempt, in a process that died, still holds the key: the same request again at the next tick, as Retry-After says.
      if (answer.status === 409 && answer.body?.errors?.[0]?.field === 'idempotency-key') return;
      this.cursor++;
      // "Try again" (the race changed too often meanwhile) is no answer to the request: sent anew, as a new request.
      const again = this.sent.filter((s) => s.call.key?.startsWith(`${sent.call.key?.replace(/-again\d+$/, '')}-again`)).length;
      if (answer.status === 409 && /try again/.test(JSON.stringify(answer.body)) && again < 3)
        this.sent.splice(this.cursor, 0, {
          call: { ...sent.call, key: `${sent.call.key?.replace(/-again\d+$/, '')}-again${again + 1}` },
          meta: sent.meta,
          attempts: [],
        });
      else for (const next of this.then?.(sent, answer) ?? []) this.push(next);
    }
  }
}
