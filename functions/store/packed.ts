/**
 * How a commit keeps its events and its snapshot: the JSON text gzipped into a binary attribute.
 * DynamoDB charges a write by the kilobyte and keeps every commit's snapshot, and a race's state
 * is JSON that compresses about four times, its events three. Commits written before are plain
 * strings and still read.
 */

import { gunzipSync, gzipSync } from 'node:zlib';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export const pack = (text: string): AttributeValue => ({ B: gzipSync(text) });

/** The JSON text of a packed or plain attribute; undefined when it is absent. */
export const unpack = (value: AttributeValue | undefined): string | undefined => {
  if (value?.B !== undefined) return gunzipSync(value.B).toString('utf8');
  return value?.S;
};
