import type { FastifyRequest } from 'fastify';

/** File types the web app and its pictures are made of; screens have no such ending. */
const FILE_ENDING = /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|webp|avif|gif|svg|ico|woff2?|br|gz)$/i;

/**
 * A script, style or picture that is not there (say, a chunk from before the last deploy, asked
 * by a tab left open) is a 404, not the app's page: served as HTML, the browser would refuse it
 * as a script with a MIME-type error, and a cache could keep the page under the file's name.
 */
function isMissingFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith('/assets/') || FILE_ENDING.test(pathname);
}

/**
 * A request no route took that asks for one of the web app's screens: a GET (or HEAD: link
 * checkers and uptime monitors ask pages that way) outside the API and Socket.IO, for no file.
 * The not-found handler answers it with the app's page.
 */
export function isPageRequest(req: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.url.startsWith('/api') &&
    !req.url.startsWith('/socket.io') &&
    !isMissingFile(req.url)
  );
}
