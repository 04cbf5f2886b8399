/**
 * Free text one player writes and the others read in their emails, reports and pages: a race's
 * title, a driver's name, the reason for an elimination. It is one line of visible text. Control
 * characters and line breaks would break the lines of an email or hide in them; bidirectional
 * formatting characters make text display in another order than it is stored ("Trojan Source",
 * CVE-2021-42574), so one name could pass for another.
 */
import * as z from 'zod';

const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';

const codePoint = (char: string): string => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The refusal of `input`, naming the first character of `chars` it holds. */
const refusal = (chars: string, what: string) => {
  const first = new RegExp(`[${chars}]`, 'u');
  return (issue: { input: unknown }): string => {
    const found = typeof issue.input === 'string' ? first.exec(issue.input)?.[0] : undefined;
    return `contains ${found === undefined ? 'a character' : codePoint(found)}, ${what}`;
  };
};

/** A string of visible text on one line; trim and bound it after, so that a line break at either end is refused, not trimmed away. */
export const PlainText = z
  .string()
  .regex(new RegExp(`^[^${CONTROLS}]*$`, 'u'), { error: refusal(CONTROLS, 'a control character or line break: expected one line of visible text') })
  .regex(new RegExp(`^[^${BIDI}]*$`, 'u'), {
    error: refusal(BIDI, 'a bidirectional formatting character, which can make text read in another order than it is written'),
  });
