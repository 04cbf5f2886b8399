/** An IANA time zone the runtime knows (`Europe/Rome`): a player's, or the one a race's schedule is read in. */
import * as z from 'zod';

const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

export const TimeZone = z.string().max(64).refine(isTimeZone, { message: 'expected an IANA time zone such as "Europe/Rome"' });
