/**
 * The largest body the API takes, refused so that an ordinary client hears the refusal: a body
 * over the limit is read to its end and dropped before the 413 goes out. Answered while the client
 * is still sending, the connection would be reset under it, and Node's fetch would report "other
 * side closed" rather than the answer.
 */
import type { MiddlewareHandler } from 'hono';
import { HttpProblem } from '../http/problem.ts';

/** API Gateway's own limit: a body beyond it never reaches the Lambda, and locally its rest is left unread. */
const DRAINED_BYTES = 10 * 1024 * 1024;

const tooLarge = (maxBytes: number) => new HttpProblem(413, 'the body is too large', [{ field: 'body', reason: `larger than ${maxBytes} bytes` }]);

/** Reads `body` to its end, keeping its first `maxBytes`; undefined when it is longer. */
async function readUpTo(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array[] | undefined> {
  const reader = body.getReader();
  const kept: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return size > maxBytes ? undefined : kept;
    size += value.byteLength;
    if (size <= maxBytes) kept.push(value);
    else if (size > DRAINED_BYTES) {
      await reader.cancel();
      return undefined;
    }
  }
}

export const bodyLimit =
  (maxBytes: number): MiddlewareHandler =>
  async (c, next) => {
    const { body, headers } = c.req.raw;
    if (!body) return next();
    const declared = headers.has('transfer-encoding') ? undefined : headers.get('content-length');
    // A declared length the server's parser holds the body to: within it, the handler reads the body as it comes.
    if (declared != null && Number(declared) <= maxBytes) return next();
    const kept = await readUpTo(body, maxBytes);
    if (kept === undefined) throw tooLarge(maxBytes);
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(kept) });
    return next();
  };
