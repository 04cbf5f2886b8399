/**
 * Each route's path is written once, in the routes' tables (functions/http/routes.ts, issue 28):
 * the router, the OpenAPI document, API Gateway's routes, the web client, the emails and the
 * tools all take it from there. A path written again anywhere in the source (a comment included)
 * is a second place to change when the route does.
 */
import { expect, it } from 'vitest';
import { API_ROUTES, RESOLVER_ROUTES } from '../../functions/http/routes.ts';
import { sources, text } from './sources.ts';

const TABLES = 'functions/http/routes.ts';
const FOLDERS = ['domain', 'functions', 'infra', 'bench', 'tools', 'types'];

/** Where a parameter stands: `{id}`, `:id`, `${raceId}`, `<id>`, or a value such as `r1` or `monza.svg`. */
const PARAMETER = String.raw`(?:\{\w+\}|:\w+(?:\{[^}]*\})?|\$\{[^}]*\}|<\w+>|[\w.~%-]+)`;

/** The path as it may be written: starting a string, a line or a word, and ending there (not `/races/{id}` inside `/races/{id}/moves`). */
const writing = (path: string): RegExp => {
  const segments = path.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? PARAMETER : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(String.raw`(?<=^|[\s'"\x60(}])${segments.join('')}(?![\w/{$-]|\.\w)`, 'm');
};

it('writes each route path in the routes tables alone', () => {
  const paths = [...new Set([...Object.values(API_ROUTES), ...Object.values(RESOLVER_ROUTES)].map(({ path }) => path))];
  const files = FOLDERS.flatMap(sources).filter((file) => file !== TABLES);
  const written = paths.flatMap((path) => files.filter((file) => writing(path).test(text(file))).map((file) => `${path} in ${file}`));
  expect(written).toEqual([]);
});

it('finds a path written as a router, a template or a comment writes it', () => {
  const moves = writing('/races/{id}/moves');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: these are source texts that write templates.
  const templates = ['fetch(`/races/${raceId}/moves`)', '`${base}/races/r1/moves?x`'];
  for (const written of ["app.post('/races/:id/moves'", ' * POST /races/{id}/moves: a move', ...templates]) expect(moves.test(written), written).toBe(true);
  for (const other of ["'/races/:id/moves/preview'", "import '../races/x/moves.ts'", 'domain/races/r1/moves']) expect(moves.test(other), other).toBe(false);
});
