/** The kinds of step of a Speed Circuit race, which the flow opens and the referee plays. */
export const QUALIFYING = 'qualifying';
export const SETUP = 'setup';
export const RACING = 'racing';
