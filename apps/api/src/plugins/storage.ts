import { randomBytes } from 'node:crypto';
import { mkdir, open as openFile, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { errorBodySchema } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { createS3Bucket, type S3Bucket } from '../integrations/storage/s3.ts';
import { notFoundBody } from './errors.ts';

/**
 * Where uploaded and generated files live. Keys are relative paths made of a folder, a random
 * 128-bit name and an extension ('designs/3f…9a.png'); the extension decides the content type
 * when the file is served. Local disk is the default backend; an S3-compatible bucket when
 * S3_BUCKET is set, whose failures reach the caller as a 503 'File storage is unavailable'.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size, for sending it on without holding it in memory. */
  open(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The path a browser loads the file from. */
  url(key: string): string;
}

export type StoredFile = { body: Readable; size: number | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const FILES_ROUTE_PREFIX = '/api/files/';

/** Content types the files route will send; anything else is refused rather than guessed. */
const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.dst': 'application/octet-stream',
  '.pes': 'application/octet-stream',
};

const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\/[A-Za-z0-9_-]{16,}\.[a-z0-9]{2,5}$/;

export function isValidFileKey(key: string): boolean {
  return KEY_PATTERN.test(key) && extname(key) in contentTypes;
}

function checkedKey(key: string): string {
  if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${key}`);
  return key;
}

/** A fresh unguessable key in a folder, e.g. newFileKey('designs', 'png'). */
export function newFileKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** Files under `root` on the local disk; writes go through a temporary name, then a rename. */
export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkedKey(key));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid file key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      let handle: Awaited<ReturnType<typeof openFile>>;
      try {
        handle = await openFile(path, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), size: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${FILES_ROUTE_PREFIX}${key}`,
  };
}

/** Files in an S3-compatible bucket under the same keys, sent with their real content type. */
export function s3Storage(bucket: S3Bucket): FileStorage {
  return {
    async put(key, data) {
      const contentType = contentTypes[extname(checkedKey(key))] ?? 'application/octet-stream';
      await bucket.putObject(key, data, contentType);
    },
    get: async (key) => bucket.getObject(checkedKey(key)),
    open: async (key) => bucket.openObject(checkedKey(key)),
    exists: async (key) => bucket.headObject(checkedKey(key)),
    delete: async (key) => bucket.deleteObject(checkedKey(key)),
    url: (key) => `${FILES_ROUTE_PREFIX}${key}`,
  };
}

export type StorageOptions = { dataDir: string };

/**
 * Decorates `app.storage` (the S3 bucket of `config.s3` when set, else local disk under
 * DATA_DIR/files) and serves stored files at GET /api/files/<key> from either backend, streamed,
 * with their real content type, nosniff and a year of caching (keys never change content).
 * The key's random part is the access control, as with a signed link.
 */
export const storagePlugin = fp(async (app: FastifyInstance, options: StorageOptions) => {
  const s3 = app.config.s3;
  const storage = s3
    ? s3Storage(createS3Bucket(s3, { log: app.log }))
    : localDiskStorage(join(options.dataDir, 'files'));
  app.decorate('storage', storage);

  app.get(
    `${FILES_ROUTE_PREFIX}*`,
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file (design, thumbnail, mockup) by its unguessable key',
        description: 'Answers the file itself, with its real content type, cached as immutable.',
        params: z.object({ '*': z.string().max(300) }),
        produces: [...new Set(Object.values(contentTypes).map((type) => type.split(';')[0]!))],
        response: { 200: z.string().describe('The file'), 404: errorBodySchema },
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = isValidFileKey(key) ? await storage.open(key) : null;
      if (!file) return reply.status(404).send(notFoundBody());
      if (file.size !== undefined) reply.header('Content-Length', file.size);
      return reply
        .header('Content-Type', contentTypes[extname(key)])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(file.body);
    },
  );
});
