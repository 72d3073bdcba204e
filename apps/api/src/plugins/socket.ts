import { createAdapter } from '@socket.io/redis-adapter';
import {
  type ClientToServerEvents,
  type NotificationEvent,
  type RealtimeRefusal,
  type Role,
  realtimeRefusals,
  realtimeRoles,
  receivesLiveEvent,
  roleRoom,
  type ServerToClientEvents,
  userRoom,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/client.ts';
import { authenticateAccessToken } from '../modules/auth/authenticate.ts';
import { admitSockets, openFilesLimit, socketCapacity } from './socket-admission.ts';

type SocketData = { userId: number; role: Role; familyId: string | null };
type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
type EventArgs<E extends NotificationEvent> = Parameters<ServerToClientEvents[E]>;

/** A recipient as the database knows them now; their role decides which events reach them. */
export type Recipient = { id: number; role: Role };

/**
 * Sends the spec's socket events. Each event reaches only the roles that spec 01 §6 lists for it;
 * with Redis configured it also reaches sockets connected to the other API instances.
 */
export type Realtime = {
  toUser: <E extends NotificationEvent>(
    recipient: Recipient,
    event: E,
    ...args: EventArgs<E>
  ) => void;
  toRoles: <E extends NotificationEvent>(roles: Role[], event: E, ...args: EventArgs<E>) => void;
  /** Closes the user's sockets on every instance (locked user, ended sign-ins). */
  disconnectUser: (userId: number) => void;
  /** Closes the sockets opened under one sign-in, on every instance (signed out). */
  disconnectSession: (familyId: string) => void;
  /** Closes the user's sockets of every sign-in but one (the password changed on that one). */
  disconnectUserExcept: (userId: number, keepFamilyId: string | null) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    io: RealtimeServer;
  }
}

/** Which realtime channel belongs to which database, for services that only hold a transaction. */
const channels = new WeakMap<Db, Realtime>();

/** The realtime channel of the app running on `db` (none when no app is built on it). */
export function realtimeFor(db: Db): Realtime | undefined {
  return channels.get(db);
}

/** The room of the sockets opened under one sign-in (token family); the server's own. */
const sessionRoom = (familyId: string) => `session:${familyId}`;

function refusal(code: RealtimeRefusal): Error & { data: { code: RealtimeRefusal } } {
  return Object.assign(new Error(code), { data: { code } });
}

/**
 * socket.io on the API's own HTTP server (path /socket.io). The handshake carries the access
 * token (`auth: { token }`); only admin, manager, supporter and seller connect. Each socket joins
 * its user's room and its role's room, and is dropped when its token expires, so the client
 * renews the token and reconnects.
 */
export const socketPlugin = fp(async (app: FastifyInstance) => {
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    connectTimeout: 10_000,
    // Clients only listen; nothing larger than the handshake ever comes in.
    maxHttpBufferSize: 16 * 1024,
    cors: { origin: false },
  });
  // Near the file limit a new socket is answered 503 (the client retries), never EMFILE.
  const capacity = app.config.socketMaxConnections ?? socketCapacity(openFilesLimit());
  admitSockets(app.server, () => io.engine.clientsCount >= capacity);

  let redisClients: Redis[] = [];
  if (app.config.redisUrl) {
    const pub = new Redis(app.config.redisUrl);
    const sub = pub.duplicate();
    redisClients = [pub, sub];
    // The deployment's prefix on every channel: rooms are user and role ids, which another
    // deployment sharing this Redis has too.
    io.adapter(createAdapter(pub, sub, { key: `${app.config.redisPrefix}:socket.io` }));
    // Redis answers in order: once this ping returns, the adapter's subscriptions are active and
    // no event published by another instance is missed. A Redis that is down does not stop start-up.
    const subscribed = await Promise.race([
      sub.ping().then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, 5000, false).unref()),
    ]);
    if (!subscribed) app.log.warn('realtime: Redis did not answer; events stay on this instance');
  }

  io.use(async (socket, next) => {
    try {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || !token) return next(refusal(realtimeRefusals.unauthorized));
      const user = await authenticateAccessToken(app.db, app.tokens, token);
      if (!user) return next(refusal(realtimeRefusals.unauthorized));
      const connects = (realtimeRoles as readonly Role[]).includes(user.role);
      if (!connects || user.status !== 'active' || !user.passwordChanged) {
        return next(refusal(realtimeRefusals.forbidden));
      }
      socket.data = { userId: user.id, role: user.role, familyId: user.familyId };
      dropAtExpiry(socket, token);
      next();
    } catch (error) {
      app.log.error({ err: error }, 'realtime: handshake failed');
      next(new Error('INTERNAL'));
    }
  });

  io.on('connection', (socket) => {
    const { userId, role, familyId } = socket.data;
    const rooms = [userRoom(userId), roleRoom(role)];
    // Its sign-in's room: signing out (or another sign-in changing the password) ends it at once.
    if (familyId) rooms.push(sessionRoom(familyId));
    void socket.join(rooms);
  });

  // Off the request's path: the request that raised an event (after its commit) answers first,
  // then the event is written to the room's sockets (about 23 µs each for a room of thousands).
  // setImmediate keeps the events in the order they were raised.
  function emitTo(room: string, event: NotificationEvent, args: unknown[]) {
    setImmediate(() => {
      try {
        (io.to(room).emit as (event: string, ...args: unknown[]) => boolean)(event, ...args);
      } catch (error) {
        app.log.error({ err: error, event, room }, 'realtime: emit failed');
      }
    });
  }

  const realtime: Realtime = {
    toUser: (recipient, event, ...args) => {
      if (receivesLiveEvent(recipient.role, event)) emitTo(userRoom(recipient.id), event, args);
    },
    toRoles: (roles, event, ...args) => {
      for (const role of new Set(roles)) {
        if (receivesLiveEvent(role, event)) emitTo(roleRoom(role), event, args);
      }
    },
    // Through the adapter, so with Redis the sockets on the other instances are closed too.
    disconnectUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    disconnectSession: (familyId) => io.in(sessionRoom(familyId)).disconnectSockets(true),
    disconnectUserExcept: (userId, keepFamilyId) => {
      const sockets = io.in(userRoom(userId));
      (keepFamilyId ? sockets.except(sessionRoom(keepFamilyId)) : sockets).disconnectSockets(true);
    },
  };

  app.decorate('io', io);
  app.decorate('realtime', realtime);
  channels.set(app.db, realtime);

  // Open sockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    if (channels.get(app.db) === realtime) channels.delete(app.db);
    io.engine.close();
    await io.of('/').adapter.close();
    await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  });
});

/** A socket lives no longer than the token it connected with. */
function dropAtExpiry(socket: RealtimeSocket, token: string) {
  const expiresAt = decodeJwt(token).exp;
  if (!expiresAt) return;
  const timer = setTimeout(() => socket.disconnect(true), expiresAt * 1000 - Date.now());
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}
