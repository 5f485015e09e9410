import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { HTTPStatus } from '@bull-board/api/typings/app';
import { FastifyAdapter } from '@bull-board/fastify';
import { QUEUE_NAMES } from '@isoko/shared/jobs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const refuse = (reply: FastifyReply, error: AppError) =>
  reply.code(error.status).send({ success: false, error: { code: error.code, message: error.message } });

/** Where the queue dashboard lives: a page and its API, outside /api/admin. */
export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * bull-board for admins. It is not under /api/admin, so the staff guard of that prefix does not
 * cover it: this plugin checks the staff session and the admin role itself, before bull-board's
 * own routes. A browser without a session is sent to the sign-in page; other callers get 401.
 */
export const queueBoardRoutes: FastifyPluginAsync = async (app) => {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: QUEUE_NAMES.map((name) => new BullMQAdapter(app.deps.queues.get(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Isoko queues' } },
  });
  // bull-board answers every error it catches with its own handler, which reads only
  // `statusCode`. The shop's input guards (NUL characters, JSON nested too deep) throw an
  // AppError that carries its status in `status`, so bull-board answered them 500. This handler
  // answers an AppError with its own status in the shop's error shape, keeps bull-board's answer
  // for its own 4xx, and logs what is left as a real failure.
  // bull-board's status type lists only the statuses it uses itself; its adapter sends any number.
  serverAdapter.setErrorHandler((error: Error & { statusCode?: number }) => {
    if (error instanceof AppError) {
      return {
        status: error.status as HTTPStatus,
        body: { success: false, error: { code: error.code, message: error.message } },
      };
    }
    const status = error.statusCode ?? 500;
    if (status < 500)
      return {
        status: status as HTTPStatus,
        body: { error: { key: 'ERRORS.BAD_REQUEST' }, message: error.message },
      };
    app.log.error({ err: error }, 'queue board failed');
    return {
      status: 500,
      body: { error: { key: 'ERRORS.INTERNAL_SERVER_ERROR' }, message: 'Something went wrong.' },
    };
  });

  await app.register(
    async (board) => {
      // Answered here rather than thrown: bull-board's own error handler would turn a throw into 500.
      board.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
        if (!req.staff) {
          const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
          if (wantsPage) return reply.redirect(`/admin/login?next=${encodeURIComponent(QUEUE_BOARD_PATH)}`);
          return refuse(
            reply,
            new AppError('UNAUTHENTICATED', 'Authentication required. Please login again.'),
          );
        }
        if (req.staff.role !== 'admin') {
          return refuse(reply, new AppError('FORBIDDEN', 'Access denied. Admin privileges required.'));
        }
      });
      await board.register(serverAdapter.registerPlugin());
    },
    { prefix: QUEUE_BOARD_PATH },
  );
};
