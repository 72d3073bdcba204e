import {
  type ClientToServerEvents,
  type Role,
  realtimeClientSettings,
  realtimeRefusals,
  realtimeRoles,
  type ServerToClientEvents,
} from '@stitchworks/shared';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { ACCESS_TOKEN_KEY, ensureFreshToken, getAccessToken } from './auth-tokens';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type RealtimeEvent = keyof ServerToClientEvents;
type Listener = (...args: unknown[]) => void;

let socket: RealtimeSocket | null = null;
/** Reconnects after a refusal for an expired token; bounded like the automatic ones. */
let renewals = 0;
const listeners = new Map<string, Set<Listener>>();
const connectListeners = new Set<() => void>();

/** Only admin, manager, supporter and seller connect (spec 01 §6). */
export function connectsToRealtime(role: Role | null | undefined): boolean {
  return Boolean(role && (realtimeRoles as readonly Role[]).includes(role));
}

export function disconnectRealtime(): void {
  const current = socket;
  socket = null;
  renewals = 0;
  current?.removeAllListeners();
  current?.disconnect();
}

/**
 * After the server refused the token (expired) or dropped the socket when it expired: renew the
 * token (the API client's refresh, shared with the other tabs) and connect again.
 */
async function renewAndReconnect(current: RealtimeSocket): Promise<void> {
  if (renewals >= realtimeClientSettings.reconnectionAttempts) return;
  renewals += 1;
  const before = getAccessToken();
  try {
    await ensureFreshToken();
  } catch {
    return; // the token handling has already ended the sign-in or told the user
  }
  const token = getAccessToken();
  if (socket !== current) return;
  if (!token) {
    disconnectRealtime();
    return;
  }
  // A token that did not change was refused for another reason: wait as for any reconnect.
  const delay = token === before ? realtimeClientSettings.reconnectionDelay : 0;
  setTimeout(() => {
    if (socket === current && !current.connected) current.connect();
  }, delay);
}

function openSocket(): RealtimeSocket {
  const created: RealtimeSocket = io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    ...realtimeClientSettings,
    auth: (send) => {
      const token = getAccessToken();
      if (!token) queueMicrotask(disconnectRealtime);
      send({ token: token ?? '' });
    },
  });
  let connectedBefore = false;
  created.on('connect', () => {
    renewals = 0;
    if (connectedBefore) for (const listener of connectListeners) listener();
    connectedBefore = true;
  });
  created.on('connect_error', (error) => {
    // A refusal by the server (not a network failure, which socket.io retries by itself).
    if (created.active) return;
    if (error.message === realtimeRefusals.unauthorized) void renewAndReconnect(created);
    else if (error.message === realtimeRefusals.forbidden) disconnectRealtime();
  });
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') void renewAndReconnect(created);
  });
  created.onAny((event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  });
  return created;
}

/**
 * Connects once for a role that connects and a stored token; otherwise makes sure no socket is
 * left open. Settings of spec 01 §9: 20 reconnects, 5 s apart, 10 s time-outs.
 */
export function connectRealtime(role: Role | null | undefined): void {
  if (!connectsToRealtime(role) || !getAccessToken()) {
    disconnectRealtime();
    return;
  }
  socket ??= openSocket();
}

/** Listens to one of the spec's socket events; returns the function that stops listening. */
export function onRealtimeEvent<E extends RealtimeEvent>(
  event: E,
  listener: ServerToClientEvents[E],
): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  set.add(listener as Listener);
  return () => set.delete(listener as Listener);
}

/**
 * Called when the socket connects again after a drop: events sent while it was down are lost, so
 * what they would have changed must be loaded again.
 */
export function onRealtimeReconnect(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}

/**
 * Keeps the realtime connection open while the component is mounted, for the signed-in role.
 * It closes when the role changes to one that does not connect, and when another tab signs out.
 */
export function useRealtimeConnection(role: Role | null | undefined): void {
  useEffect(() => {
    connectRealtime(role);
    const onStorage = (event: StorageEvent) => {
      if (event.key === ACCESS_TOKEN_KEY && !event.newValue) disconnectRealtime();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      disconnectRealtime();
    };
  }, [role]);
}
