/**
 * The web pages, served by the API's own app: `/` lists the races, a race's route (`API_ROUTES.race`) is its page
 * when a browser asks for HTML (any other client gets the race as JSON from the API route),
 * `/organiser` is the organiser's page, a season's page (`PAGES.season`) its standings for anyone, and `/web/*` holds the style sheet, the client and the icon. The pages carry no game data: the client reads it
 * from the JSON API.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono, Next } from 'hono';
import { API_ROUTES, PAGES, routerPath } from '../http/routes.ts';
import type { AssetName, WebAssets } from './assets.ts';

const TYPES: Record<AssetName, string> = {
  'index.html': 'text/html; charset=utf-8',
  'race.html': 'text/html; charset=utf-8',
  'organiser.html': 'text/html; charset=utf-8',
  'season.html': 'text/html; charset=utf-8',
  'style.css': 'text/css; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'icon.svg': 'image/svg+xml',
};

/** Where a page carries its nonce, for the client to give the style sheets of the drawings it shows. */
const NONCE_PLACE = '{{csp-nonce}}';

/**
 * Only the page's own scripts and style sheets, and the style sheets its client marks with this
 * response's nonce: the games' drawings, which carry their style inside them.
 */
const securityOf = (nonce: string) => ({
  'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-cache',
});

const wantsHtml = (c: Context): boolean => (c.req.header('accept') ?? '').includes('text/html');

export function mountWeb(app: Hono, assets: WebAssets): void {
  const serve = async (c: Context, name: AssetName) => {
    // A fresh nonce for every page; the style sheet and the client are never a page's style.
    const nonce = randomBytes(18).toString('base64');
    const asset = await assets.get(name);
    const body = name.endsWith('.html') ? asset.replace(NONCE_PLACE, nonce) : asset;
    return c.body(body, 200, { 'content-type': TYPES[name], ...securityOf(nonce) });
  };

  app.get('/', (c) => serve(c, 'index.html'));
  app.get('/organiser', (c) => serve(c, 'organiser.html'));
  app.get(routerPath(PAGES.season), (c) => serve(c, 'season.html'));
  app.get(routerPath(API_ROUTES.race), async (c: Context, next: Next) => (wantsHtml(c) ? serve(c, 'race.html') : next()));
  app.get('/web/:file', async (c: Context, next: Next) => {
    const file = c.req.param('file');
    return file === 'style.css' || file === 'app.js' || file === 'icon.svg' ? serve(c, file) : next();
  });
}
