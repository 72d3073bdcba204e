import { describe, expect, it } from 'vitest';
import { openFilesLimit, opensNewSocket, socketCapacity } from './socket-admission.ts';

const limits = (openFiles: string) =>
  [
    'Limit                     Soft Limit           Hard Limit           Units',
    'Max processes             unlimited            unlimited            processes',
    `Max open files            ${openFiles}                 20000                files`,
    'Max locked memory         8388608              8388608              bytes',
  ].join('\n');

describe('openFilesLimit', () => {
  it('reads the soft limit on open files', () => {
    expect(openFilesLimit(() => limits('20000'))).toBe(20_000);
    expect(openFilesLimit(() => limits('1024'))).toBe(1024);
  });

  it('is unknown when the limits cannot be read or say unlimited', () => {
    expect(
      openFilesLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
    expect(openFilesLimit(() => limits('unlimited'))).toBeUndefined();
    expect(openFilesLimit(() => '')).toBeUndefined();
  });
});

describe('socketCapacity', () => {
  it('keeps 5 % of the files, at least 512, for the database, HTTP and files', () => {
    expect(socketCapacity(20_000)).toBe(19_000);
    expect(socketCapacity(1_048_576)).toBe(996_147);
    expect(socketCapacity(1024)).toBe(512);
    expect(socketCapacity(256)).toBe(0);
  });

  it('sets no cap without a known limit', () => {
    expect(socketCapacity(undefined)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('opensNewSocket', () => {
  it('is a socket.io handshake without a session id', () => {
    expect(opensNewSocket('/socket.io/?EIO=4&transport=polling')).toBe(true);
    expect(opensNewSocket('/socket.io/?EIO=4&transport=websocket')).toBe(true);
    expect(opensNewSocket('/socket.io/')).toBe(true);
  });

  it('is not a request of an open session, nor any other request', () => {
    expect(opensNewSocket('/socket.io/?EIO=4&transport=polling&sid=abc')).toBe(false);
    expect(opensNewSocket('/socket.io/?EIO=4&transport=websocket&sid=abc')).toBe(false);
    expect(opensNewSocket('/api/health')).toBe(false);
    expect(opensNewSocket('/socket.iox/')).toBe(false);
    expect(opensNewSocket(undefined)).toBe(false);
  });
});
