/**
 * The web assets as the API Lambda serves them: written into a folder by functions/web/write-assets.ts
 * (no esbuild at run time), then served by the same routes as local mode.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prebuiltAssets } from '../../functions/web/assets.ts';
import { writeAssets } from '../../functions/web/build.ts';
import { mountWeb } from '../../functions/web/routes.ts';

let dir: string;
const app = new Hono();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'speed-master-web-assets-'));
  await writeAssets(dir);
  mountWeb(app, prebuiltAssets(dir));
  app.get('/races/:id', (c) => c.json({ race: c.req.param('id') }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the prebuilt web assets', () => {
  it('hold the four pages, the style sheet, the icon and the bundled client', async () => {
    expect((await readdir(dir)).sort()).toEqual(['app.js', 'icon.svg', 'index.html', 'organiser.html', 'race.html', 'season.html', 'style.css']);
    const client = await app.request('/web/app.js');
    expect(client.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // One module with no import left: everything the client needs is in the bundle.
    expect(await client.text()).not.toMatch(/\bimport\s*[\w{*]|from\s*["']/);
  });

  it('answer /races/{id} with the race page for a browser and leave it to the API otherwise', async () => {
    const page = await app.request('/races/r1', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<body data-page="race">');
    expect(await (await app.request('/races/r1', { headers: { accept: 'application/json' } })).json()).toEqual({ race: 'r1' });
    expect(await (await app.request('/')).text()).toContain('<body data-page="races">');
    expect(await (await app.request('/organiser')).text()).toContain('<body data-page="organiser">');
    expect((await app.request('/web/other.js')).status).toBe(404);
  });

  it('give every page the icon it links, so that no browser asks for a favicon that is not there', async () => {
    const icon = await app.request('/web/icon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const path of ['/', '/organiser']) expect(await (await app.request(path)).text()).toContain('<link rel="icon" href="/web/icon.svg"');
  });
});
