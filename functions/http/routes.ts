/**
 * Every route of the HTTP API, each path written here once, in the table of the function that
 * serves it on AWS: the router mounts each (functions/api), the OpenAPI document describes each
 * by its name (functions/api/openapi.ts), API Gateway sends each to its function (infra/stack.ts),
 * and the web client, the emails and the tools build their links from it (`pathTo`). Plain data,
 * so that the browser's client and the CDK app take it without what serves it.
 */

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface Route {
  method: Method;
  /** As OpenAPI and API Gateway write it: `/races/{id}`. */
  path: string;
  /** A parameter's pattern where the router must tell it apart: `/circuits/{file}` ends in `.svg`. */
  patterns?: Readonly<Record<string, string>>;
}

/** The routes the API function serves on AWS. */
export const API_ROUTES = {
  listRaces: { method: 'get', path: '/races' },
  race: { method: 'get', path: '/races/{id}' },
  mySubmission: { method: 'get', path: '/races/{id}/submissions/mine' },
  myQualifying: { method: 'get', path: '/races/{id}/qualifying/mine' },
  mySetup: { method: 'get', path: '/races/{id}/setup/mine' },
  myMove: { method: 'get', path: '/races/{id}/moves/mine' },
  standingOrder: { method: 'get', path: '/races/{id}/standing-order' },
  events: { method: 'get', path: '/races/{id}/events' },
  export: { method: 'get', path: '/races/{id}/export' },
  roll: { method: 'get', path: '/dice/{code}' },
  circuits: { method: 'get', path: '/circuits' },
  organiserToken: { method: 'get', path: '/organiser/token' },
} as const satisfies Record<string, Route>;

/**
 * The routes the resolver function serves on AWS besides playing the steps: what the API
 * function's bundle leaves out to stay small (functions/api/resolver-routes.ts). Every command on a
 * race, its creation included: the API function only reads races, and carries none of the rules
 * that decide them (domain/race/reading.ts). Whatever sends an
 * email (a registration's token, a season's close); the commands whose commits are emailed to
 * every player or move a deadline, whose reminder they schedule; the
 * documents (zod's JSON Schema generator, the games' SVG renderers); and what needs the games'
 * assists or compiled circuits (a submission's warnings and check, the previews, an upload); a
 * seat handed over, whose substitute's email has the game's words; the championships, which read
 * and score several races. A table apart from `API_ROUTES`, so that the API function's bundle
 * leaves it out too.
 */
export const RESOLVER_ROUTES = {
  createRace: { method: 'post', path: '/races' },
  clearStandingOrder: { method: 'delete', path: '/races/{id}/standing-order' },
  register: { method: 'post', path: '/races/{id}/entries' },
  requestToken: { method: 'post', path: '/races/{id}/entries/token' },
  closeRegistration: { method: 'post', path: '/races/{id}/close-registration' },
  submit: { method: 'post', path: '/races/{id}/submissions' },
  submissionPreview: { method: 'post', path: '/races/{id}/submissions/preview' },
  choices: { method: 'post', path: '/races/{id}/submissions/choices' },
  ends: { method: 'get', path: '/races/{id}/submissions/ends' },
  submitQualifying: { method: 'post', path: '/races/{id}/qualifying' },
  submitSetup: { method: 'post', path: '/races/{id}/setup' },
  submitMove: { method: 'post', path: '/races/{id}/moves' },
  movePreview: { method: 'get', path: '/races/{id}/moves/preview' },
  standingOrderChoices: { method: 'post', path: '/races/{id}/standing-order/choices' },
  setStandingOrder: { method: 'put', path: '/races/{id}/standing-order' },
  withdraw: { method: 'post', path: '/races/{id}/withdraw' },
  reinstate: { method: 'post', path: '/races/{id}/reinstate' },
  resolve: { method: 'post', path: '/races/{id}/resolve' },
  deadline: { method: 'post', path: '/races/{id}/deadline' },
  eliminate: { method: 'post', path: '/races/{id}/eliminate' },
  handOverSeat: { method: 'post', path: '/races/{id}/hand-over' },
  racePicture: { method: 'get', path: '/races/{id}/circuit.svg' },
  uploadCircuit: { method: 'post', path: '/circuits' },
  circuitPicture: { method: 'get', path: '/circuits/{file}', patterns: { file: '.+\\.svg' } },
  bestLap: { method: 'get', path: '/circuits/{id}/best-lap' },
  createSeason: { method: 'post', path: '/seasons' },
  season: { method: 'get', path: '/seasons/{id}' },
  closeSeason: { method: 'post', path: '/seasons/{id}/close' },
  nextSeason: { method: 'post', path: '/seasons/{id}/next' },
  ratings: { method: 'get', path: '/ratings' },
  driver: { method: 'get', path: '/drivers/{name}' },
  requestCalendarFeed: { method: 'post', path: '/calendar-feeds' },
  // Ending in `.ics`, which some calendar programs want of a feed they subscribe to.
  calendarFeed: { method: 'get', path: '/calendar-feeds/{feed}', patterns: { feed: '[^/]+\\.ics' } },
  openApi: { method: 'get', path: '/openapi.json' },
  createChampionship: { method: 'post', path: '/championships' },
  championship: { method: 'get', path: '/championships/{id}' },
  reissueToken: { method: 'post', path: '/races/{id}/cars/{car}/token' },
  racePng: { method: 'get', path: '/races/{id}/circuit.png' },
  createChannel: { method: 'post', path: '/channels' },
  channels: { method: 'get', path: '/channels' },
  deleteChannel: { method: 'delete', path: '/channels/{id}' },
  declareAbsence: { method: 'post', path: '/races/{id}/absences' },
  myAbsences: { method: 'get', path: '/races/{id}/absences/mine' },
  cancelAbsence: { method: 'delete', path: '/races/{id}/absences/{absence}' },
  pause: { method: 'post', path: '/races/{id}/pause' },
  resume: { method: 'post', path: '/races/{id}/resume' },
  votePause: { method: 'post', path: '/races/{id}/pause-votes' },
  seedTiers: { method: 'post', path: '/ratings/tiers' },
  createFollowingRaces: { method: 'post', path: '/seasons/{id}/races' },
  seasons: { method: 'get', path: '/seasons' },
} as const satisfies Record<string, Route>;

/**
 * The web pages apart from the API's routes: on AWS they fall to the API function, which serves
 * the pages, where an API route's path goes to the function that answers it.
 */
export const PAGES = {
  season: { method: 'get', path: '/seasons/{id}/standings' },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof API_ROUTES | keyof typeof RESOLVER_ROUTES;

/** The path as Hono's router writes it: `/races/:id`, `/circuits/:file{.+\.svg}`. */
export const routerPath = ({ path, patterns = {} }: Route): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => `:${name}${patterns[name] === undefined ? '' : `{${patterns[name]}}`}`);

/** The route's path with its parameters filled in, each encoded, and a query when given: `/races/r1/events?after=3`. */
export const pathTo = (
  { path }: Route,
  parameters: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | number | undefined>> = {},
): string => {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();
  return search === '' ? filled : `${filled}?${search}`;
};
