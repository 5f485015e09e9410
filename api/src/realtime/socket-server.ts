import { ROOM_JOIN, ROOM_LEAVE } from '@isoko/shared/realtime';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { socketKey } from '../deps';
import { createRedis } from '../lib/redis';
import {
  CUSTOMER_COOKIE,
  resolveCustomerSession,
  resolveStaffSession,
  STAFF_COOKIE,
  staffSessionRoom,
} from '../modules/auth/sessions';
import { authorizeRoom, type SocketPrincipal } from './room-access';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * Socket.IO on the API's own HTTP server. The Redis adapter lets several API processes share
 * rooms; workers and the outbox publish through the Redis emitter with the same key.
 */
export async function attachSocketServer(app: FastifyInstance): Promise<Server> {
  const { config } = app.deps;
  const pub = createRedis(config.redis.url, 'isoko-io-pub');
  const sub = pub.duplicate();
  sub.on('error', () => {});
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    adapter: createAdapter(pub, sub, { key: socketKey(config.redis.prefix) }),
    cors: config.isDemo ? { origin: true, credentials: true } : undefined,
  });

  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
      const principal: SocketPrincipal = { customer: null, staff: null };
      const c = cookies[CUSTOMER_COOKIE];
      const s = cookies[STAFF_COOKIE];
      if (c) principal.customer = await resolveCustomerSession(app.deps.db, c);
      if (s) principal.staff = await resolveStaffSession(app.deps.db, s);
      socket.data.principal = principal;
      socket.data.staffToken = principal.staff ? s : undefined;
      next();
    } catch (error) {
      app.log.warn({ err: error }, 'socket handshake failed');
      next(new Error('handshake failed'));
    }
  });

  io.on('connection', (socket) => {
    const principal = socket.data.principal as SocketPrincipal;
    // Revoking the session (sign-out, account disabled, password reset) drops this socket.
    if (principal.staff) void socket.join(staffSessionRoom(principal.staff.sessionId));
    socket.on(ROOM_JOIN, async (room: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (v: unknown) => void) : () => {};
      try {
        // A staff session may have ended since the handshake: check it again at each join.
        const token = socket.data.staffToken as string | undefined;
        if (token) principal.staff = await resolveStaffSession(app.deps.db, token);
        const decision = await authorizeRoom(app.deps, principal, room);
        if (decision.ok) await socket.join(room as string);
        reply(decision);
      } catch (error) {
        app.log.warn({ err: error }, 'room join failed');
        reply({ ok: false, code: 'ROOM_FORBIDDEN' });
      }
    });
    socket.on(ROOM_LEAVE, async (room: unknown, ack?: unknown) => {
      if (typeof room === 'string') await socket.leave(room);
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  app.decorate('io', io);
  // Sockets are dropped before Fastify closes the HTTP server (io.close() would close it twice).
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  // quit() lets pending subscribe calls settle; disconnect() right after start rejects them unhandled.
  app.addHook('onClose', async () => {
    await Promise.allSettled([sub.quit(), pub.quit()]);
    sub.disconnect();
    pub.disconnect();
  });
  return io;
}
