import type { Language } from '../race/language.ts';

/** Render options for a language a caller names freely: one the pictures do not speak gets English. */
export const pictureOptions = (language: string | undefined): { language: Language } => ({ language: language === 'it' ? 'it' : 'en' });
