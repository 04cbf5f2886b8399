/**
 * The one order of drivers that needs nothing but their names: UTF-16 code units, as JavaScript
 * compares strings (byte order for ASCII ids), so an auditor in another language can repeat it.
 */
export const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
