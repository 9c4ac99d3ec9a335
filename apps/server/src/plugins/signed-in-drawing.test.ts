import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DRAWN_DATA_ELEMENT_ID } from '@boardready/contracts/prerendered-screens';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { staticSpaPlugin } from './static-spa';

/**
 * The server's drawing of signed-in screens (decision 0415), with a stand-in for the web app's
 * SSR build: it draws what the API answered it, through the transport the server gives it.
 */
/** The JSON text of the page's drawn-data element, in match group 1. */
const drawnData = (body: string) =>
  new RegExp(
    `<script type="application/json" id="${DRAWN_DATA_ELEMENT_ID}">(.*)</script>`,
    's',
  ).exec(body);

const STAND_IN_MODULE = `
export const drawsOnServer = (pathname) => pathname === '/dashboard';
export async function renderSignedInScreen(pathname, transport) {
  const answer = await transport('/api/test/who?requestId=1', { headers: { 'Cache-Control': 'no-cache' } });
  if (answer.status !== 200) return null;
  const who = await answer.json();
  if (who.name === 'slow') await new Promise((resolve) => setTimeout(resolve, 2500));
  if (who.name === 'broken') throw new Error('a component failed');
  return {
    markup: '<main><h1>' + who.name + '</h1><button type="button">Sign Out</button></main>',
    bodyClass: 'layout-full-width',
    title: 'Board <Ready> - Study Board',
    data: { queries: [{ queryKey: ['who'], state: { data: who } }] },
  };
}
export const drawnRoot = (markup) =>
  '<div id="root" data-prerendered="">' + markup.replace(/<button\\b/g, '<button disabled=""') + '</div>';
`;

describe('signed-in screens drawn by the server', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    const build = mkdtempSync(path.join(tmpdir(), 'spa-drawn-'));
    root = path.join(build, 'dist');
    mkdirSync(root);
    mkdirSync(path.join(build, 'dist-ssr'));
    writeFileSync(path.join(build, 'dist-ssr/render-screen.js'), STAND_IN_MODULE);
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><body><div id="root"></div>');
    writeFileSync(
      path.join(root, 'signed-in.html'),
      '<!doctype html><title>%BRAND_PRODUCT_NAME%</title><body><div id="root"></div></body>',
    );
    app = Fastify({ logger: false });
    // The API's answer to the drawing: who the cookie says, as the session plugin would.
    app.get('/api/test/who', async (request, reply) => {
      const name = /br_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      if (!name || name === 'expired') return reply.status(401).send({ error: 'not signed in' });
      return { name: decodeURIComponent(name), cacheControl: request.headers['cache-control'] };
    });
    await app.register(staticSpaPlugin, {
      root,
      brand: {
        productName: 'Board <Ready>',
        supportEmail: 'help@example.test',
        supportPhone: '555',
        publicHost: 'example.test',
      },
      sessionCookieName: 'br_session',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(path.dirname(root), { recursive: true, force: true });
  });

  const get = (url: string, session?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: session ? { cookie: `theme=dark; br_session=${encodeURIComponent(session)}` } : {},
    });

  test("a session's /dashboard is drawn from the API's answers to its own cookie, never cached", async () => {
    const page = await get('/dashboard', 'Alex');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(page.body).toContain('<title>Board &lt;Ready&gt; - Study Board</title>');
    expect(page.body).toContain('<body class="layout-full-width">');
    expect(page.body).toContain(
      '<div id="root" data-prerendered=""><main><h1>Alex</h1><button disabled="" type="button">',
    );
    const data = drawnData(page.body);
    // The calls carried the browser's headers and the visitor's cookie.
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual({
      queries: [{ queryKey: ['who'], state: { data: { name: 'Alex', cacheControl: 'no-cache' } } }],
    });
  });

  test('answers that could close the script element are escaped inside it', async () => {
    const page = await get('/dashboard', '</script><script>alert(1)</script>\u2028');
    const data = drawnData(page.body);
    expect(data?.[1]).not.toMatch(/<|\u2028/);
    expect(JSON.parse(data?.[1] ?? 'null').queries[0].state.data.name).toBe(
      '</script><script>alert(1)</script>\u2028',
    );
  });

  test("the app's page, as before, when the drawing gives up, fails or is late, and on other paths", async () => {
    for (const [url, session] of [
      ['/dashboard', 'expired'],
      ['/dashboard', 'broken'],
      ['/dashboard', 'slow'],
      ['/dashboard', undefined],
      ['/products', 'Alex'],
    ] as const) {
      const page = await get(url, session);
      expect(page.statusCode, `${url} ${session}`).toBe(200);
      expect(page.body).toBe('<!doctype html><body><div id="root"></div>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  test('the template is not served as a file', async () => {
    const file = await get('/signed-in.html');
    expect(file.statusCode).toBe(404);
  });
});
