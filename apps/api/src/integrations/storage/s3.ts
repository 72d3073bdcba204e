import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { errorMessages } from '@stitchworks/shared';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * A minimal client for one bucket of an S3-compatible object store (AWS S3, MinIO, R2, …):
 * PutObject, GetObject, HeadObject and DeleteObject, each signed with AWS Signature Version 4
 * by aws4fetch.
 * A missing object answers null/false; any other failure (refused credentials, 5xx, network,
 * timeout) is logged with its details and thrown as a 503 'File storage is unavailable'.
 */
export type S3Bucket = {
  putObject(key: string, data: Buffer, contentType: string): Promise<void>;
  getObject(key: string): Promise<Buffer | null>;
  /** The object as a stream, for sending it on without holding it in memory. */
  openObject(key: string): Promise<S3Object | null>;
  headObject(key: string): Promise<boolean>;
  deleteObject(key: string): Promise<void>;
};

export type S3Object = { body: Readable; size: number | undefined };

export type S3Logger = { error: (details: object, message: string) => void };

export type S3Credentials = Pick<S3Config, 'region' | 'accessKeyId' | 'secretAccessKey'>;

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - . _ ~ is percent-encoded. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The object's address: `${endpoint}/${bucket}/${key}` (path style) or `${bucket}.host/${key}`. */
export function objectUrl(
  config: Pick<S3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>,
  key: string,
): URL {
  const url = new URL(config.endpoint);
  const base = url.pathname.replace(/\/+$/, '');
  const encodedKey = key.split('/').map(encodeRfc3986).join('/');
  if (config.forcePathStyle) {
    url.pathname = `${base}/${encodeRfc3986(config.bucket)}/${encodedKey}`;
  } else {
    url.hostname = `${config.bucket}.${url.hostname}`;
    url.pathname = `${base}/${encodedKey}`;
  }
  return url;
}

/** The `<Code>` of an S3 XML error body ('NoSuchKey', 'AccessDenied', …), if any. */
function errorCode(body: string): string | undefined {
  return /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
}

type Operation = 'PutObject' | 'GetObject' | 'HeadObject' | 'DeleteObject';

export type S3BucketOptions = {
  log: S3Logger;
  /** How long to wait for the store's answer to start (the upload included). */
  timeoutMs?: number;
};

export function createS3Bucket(config: S3Config, options: S3BucketOptions): S3Bucket {
  const { log, timeoutMs = 30_000 } = options;

  const unavailable = (operation: Operation, key: string, details: object) => {
    log.error(
      { operation, key, bucket: config.bucket, endpoint: config.endpoint, ...details },
      'file storage request failed',
    );
    return new AppError('SERVICE_UNAVAILABLE', errorMessages.storageUnavailable);
  };

  // Signature Version 4 by aws4fetch (a maintained client), payload hash included.
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 0,
  });

  /** Sends one signed request; only a network failure or a timeout throws. */
  async function send(
    operation: Operation,
    method: string,
    key: string,
    body?: { data: Buffer; contentType: string },
  ): Promise<Response> {
    const url = objectUrl(config, key);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await client.fetch(url.toString(), {
        method,
        headers: {
          ...(body ? { 'content-type': body.contentType } : {}),
          // The body's hash, signed with the rest: aws4fetch would send UNSIGNED-PAYLOAD to S3.
          'x-amz-content-sha256': sha256Hex(body?.data ?? ''),
        },
        ...(body ? { body: new Uint8Array(body.data) } : {}),
        signal: controller.signal,
      });
    } catch (error) {
      throw unavailable(operation, key, { err: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Reads an error answer: returns for a missing object (NoSuchKey 404), throws for the rest. */
  async function failure(operation: Operation, key: string, response: Response): Promise<void> {
    const text = operation === 'HeadObject' ? '' : await response.text().catch(() => '');
    const code = errorCode(text);
    if (response.status === 404 && (code === 'NoSuchKey' || operation === 'HeadObject')) return;
    throw unavailable(operation, key, { status: response.status, code });
  }

  async function openObject(key: string): Promise<S3Object | null> {
    const response = await send('GetObject', 'GET', key);
    if (!response.ok) {
      await failure('GetObject', key, response);
      return null;
    }
    const length = response.headers.get('content-length');
    return {
      body: response.body
        ? Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)
        : Readable.from([]),
      size: length === null ? undefined : Number(length),
    };
  }

  return {
    async putObject(key, data, contentType) {
      const response = await send('PutObject', 'PUT', key, { data, contentType });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw unavailable('PutObject', key, { status: response.status, code: errorCode(text) });
      }
      await response.body?.cancel();
    },
    async getObject(key) {
      const response = await send('GetObject', 'GET', key);
      if (!response.ok) {
        await failure('GetObject', key, response);
        return null;
      }
      try {
        return Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw unavailable('GetObject', key, { err: error });
      }
    },
    openObject,
    async headObject(key) {
      const response = await send('HeadObject', 'HEAD', key);
      await response.body?.cancel();
      if (response.ok) return true;
      await failure('HeadObject', key, response);
      return false;
    },
    async deleteObject(key) {
      const response = await send('DeleteObject', 'DELETE', key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      await failure('DeleteObject', key, response);
    },
  };
}
