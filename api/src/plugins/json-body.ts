import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../lib/json-depth';

/**
 * Parses JSON bodies only after a linear scan has checked their nesting. A small body nested
 * tens of thousands of levels deep used to reach validation and every walk over the data,
 * holding the process (and every other request) for seconds; now it is refused before parsing.
 * The parse itself is Fastify's own, which refuses `__proto__` and `constructor` poisoning.
 */
export const jsonBodyPlugin = fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(
        new AppError('JSON_TOO_DEEP', `The request body nests more than ${MAX_JSON_DEPTH} levels deep.`),
        undefined,
      );
      return;
    }
    parse(req, text, done);
  });
});
