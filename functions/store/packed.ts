/**
 * How the table keeps JSON it writes in bulk (a commit's events and snapshot, a ballot's
 * submissions): the text deflated into a binary attribute. DynamoDB charges a write by the
 * kilobyte, a race's state is JSON that compresses about four times, its events three, and a
 * ballot item is rewritten by every submission to it. Raw deflate, without gzip's 18 bytes of
 * header and trailer, which are a tenth of a 200-byte submission. Attributes written before are
 * still read: plain strings, and gzip (its first byte, 0x1f, starts no valid deflate stream).
 */

import { deflateRawSync, gunzipSync, inflateRawSync } from 'node:zlib';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

const GZIP_MAGIC = 0x1f;

export const pack = (text: string): AttributeValue => ({ B: deflateRawSync(text) });

/** The JSON text of a packed or plain attribute; undefined when it is absent. */
export const unpack = (value: AttributeValue | undefined): string | undefined => {
  if (value?.B !== undefined) return (value.B[0] === GZIP_MAGIC ? gunzipSync(value.B) : inflateRawSync(value.B)).toString('utf8');
  return value?.S;
};
