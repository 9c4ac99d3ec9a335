import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type Brand,
  DRAWN_DATA_ELEMENT_ID,
  SIGNED_IN_TEMPLATE,
} from '@boardready/contracts/prerendered-screens';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { escapeHtml, fillBrand } from './brand-html';

/** What the web app's SSR build (apps/web/src/prerender/render-screen.tsx) offers the server. */
interface DrawingModule {
  drawsOnServer(pathname: string): boolean;
  renderSignedInScreen(
    pathname: string,
    transport: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ markup: string; bodyClass: string; title: string; data: unknown } | null>;
  drawnRoot(markup: string): string;
}

/** A drawing slower than this is not waited for: the visitor gets the app's page at once. */
const DRAWING_TIME_LIMIT_MS = 2000;

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));

export type SignedInDrawer = (request: FastifyRequest, pathname: string) => Promise<string | null>;

/**
 * The server's drawings of signed-in screens (decision 0415): the app's own routes and components,
 * rendered in this process for the visitor's session, with every call they make sent to this
 * server as an in-process request carrying the visitor's cookie, so that access rules, answers
 * and errors are the API's own. The page carries those answers, which the app takes instead of
 * asking again. Null where the build has no SSR module (the API alone, in tests); the drawer
 * answers null for a path whose route is not `drawnOnServer` in the app's route registry.
 */
export async function loadSignedInDrawer(
  app: FastifyInstance,
  root: string,
  brand: Brand,
): Promise<SignedInDrawer | null> {
  const modulePath = path.join(root, '..', 'dist-ssr', 'render-screen.js');
  const templatePath = path.join(root, SIGNED_IN_TEMPLATE);
  if (!existsSync(modulePath) || !existsSync(templatePath)) return null;
  const drawing = (await import(pathToFileURL(modulePath).href)) as DrawingModule;
  const template = fillBrand(readFileSync(templatePath, 'utf8'), brand);
  if (!template.includes('<div id="root"></div>') || !template.includes('<body>')) {
    throw new Error(`${templatePath} has no empty #root or no plain <body>`);
  }

  return async (request, pathname) => {
    if (!drawing.drawsOnServer(pathname)) return null;
    const transport = async (url: string, init: RequestInit) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as HTTPMethods,
        url,
        headers: {
          ...Object.fromEntries(new Headers(init.headers)),
          cookie: request.headers.cookie ?? '',
          'user-agent': request.headers['user-agent'] ?? '',
        },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), DRAWING_TIME_LIMIT_MS);
    });
    try {
      const drawn = await Promise.race([drawing.renderSignedInScreen(pathname, transport), late]);
      if (!drawn) return null;
      return template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(drawn.title)}</title>`)
        .replace('<body>', `<body class="${escapeHtml(drawn.bodyClass)}">`)
        .replace(
          '<div id="root"></div>',
          `${drawing.drawnRoot(drawn.markup)}\n    <script type="application/json" id="${DRAWN_DATA_ELEMENT_ID}">${scriptSafeJson(drawn.data)}</script>`,
        );
    } catch (error) {
      request.log.warn({ err: error, pathname }, 'drawing a signed-in screen failed');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
