/** The languages the pictures' few words are written in: those of the emails. */
export type PictureLanguage = 'en' | 'it';

/** Render options for a language a caller names freely: one the pictures do not speak gets English. */
export const pictureOptions = (language: string | undefined): { language: PictureLanguage } => ({ language: language === 'it' ? 'it' : 'en' });
