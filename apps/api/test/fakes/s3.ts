import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3Object = { data: Buffer; contentType: string | undefined };

export type FakeS3 = {
  /** Pass as S3_ENDPOINT (path-style addressing). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What the bucket holds, by key. */
  objects: Map<string, FakeS3Object>;
  /** Every request that reached the fake: method, object key and the answer's status. */
  requests: { method: string; key: string; status: number }[];
  /** Answer the next `count` requests with this 5xx status, as an overloaded store does. */
  failNext: (status: number, count?: number) => void;
  close: () => Promise<void>;
};

type Answer = { status: number; headers?: Record<string, string | number>; body?: Buffer | string };

const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

function errorAnswer(status: number, code: string, message: string): Answer {
  return {
    status,
    headers: { 'content-type': 'application/xml' },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  };
}

// S3 re-encodes the path it received: each segment decoded, then every byte but A-Z a-z 0-9 - . _ ~.
function uriEncode(value: string): string {
  return Array.from(Buffer.from(value, 'utf8'))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Checks the request's AWS Signature Version 4 the way S3 does: known access key, scope for this
 * region and service 's3', a fresh x-amz-date, the payload's SHA-256 in x-amz-content-sha256,
 * host and the x-amz-* headers signed, and the signature recomputed from the canonical request.
 * Answers the S3 error for the first check that fails, or undefined when the request is genuine.
 */
function verifySignature(
  request: IncomingMessage,
  url: URL,
  payload: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): Answer | undefined {
  const match = AUTHORIZATION.exec(headerValue(request, 'authorization') ?? '');
  if (!match) return errorAnswer(403, 'AccessDenied', 'Missing or malformed Authorization header');
  const [accessKeyId, day, region, service, signedHeaderList, signature] = match
    .slice(1)
    .map((part) => part ?? '');
  if (!signedHeaderList || !signature || accessKeyId !== credentials.accessKeyId) {
    return errorAnswer(403, 'InvalidAccessKeyId', 'The access key Id does not exist');
  }
  if (region !== credentials.region || service !== 's3') {
    return errorAnswer(400, 'AuthorizationHeaderMalformed', 'Wrong region or service in scope');
  }
  const timestamp = headerValue(request, 'x-amz-date') ?? '';
  const parsed = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(timestamp);
  if (!parsed || !day || timestamp.slice(0, 8) !== day) {
    return errorAnswer(403, 'AccessDenied', 'x-amz-date is missing or does not match the scope');
  }
  const [year = 0, month = 1, date, hours, minutes, seconds] = parsed.slice(1).map(Number);
  const sentAt = Date.UTC(year, month - 1, date, hours, minutes, seconds);
  if (Math.abs(Date.now() - sentAt) > MAX_CLOCK_SKEW_MS) {
    return errorAnswer(403, 'RequestTimeTooSkewed', 'The request time is too far from ours');
  }
  const payloadHash = headerValue(request, 'x-amz-content-sha256');
  if (payloadHash !== sha256Hex(payload)) {
    return errorAnswer(400, 'XAmzContentSHA256Mismatch', 'The payload hash does not match');
  }
  const signedHeaders = signedHeaderList.split(';');
  const sorted = [...signedHeaders].sort();
  if (
    signedHeaders.join(';') !== sorted.join(';') ||
    !['host', 'x-amz-date', 'x-amz-content-sha256'].every((name) => signedHeaders.includes(name))
  ) {
    return errorAnswer(403, 'AccessDenied', 'Host and x-amz-* headers must be signed, sorted');
  }
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${(headerValue(request, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    request.method ?? 'GET',
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return errorAnswer(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided',
    );
  }
  return undefined;
}

function handleObject(
  method: string,
  key: string,
  payload: Buffer,
  request: IncomingMessage,
  objects: Map<string, FakeS3Object>,
): Answer {
  const etag = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;
  if (method === 'PUT') {
    objects.set(key, { data: payload, contentType: headerValue(request, 'content-type') });
    return { status: 200, headers: { etag: etag(payload) } };
  }
  if (method === 'DELETE') {
    objects.delete(key);
    return { status: 204 };
  }
  if (method === 'GET' || method === 'HEAD') {
    const found = objects.get(key);
    if (!found) return errorAnswer(404, 'NoSuchKey', 'The specified key does not exist.');
    return {
      status: 200,
      headers: {
        'content-type': found.contentType ?? 'binary/octet-stream',
        'content-length': found.data.length,
        etag: etag(found.data),
      },
      body: method === 'GET' ? found.data : undefined,
    };
  }
  return errorAnswer(405, 'MethodNotAllowed', 'The specified method is not allowed');
}

/**
 * An S3-compatible object store on 127.0.0.1 and a free port, path-style, one bucket, objects in
 * memory. Every request must carry a valid AWS Signature Version 4 for the given credentials.
 */
export async function startFakeS3(
  options: {
    bucket?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'stitchworks-files';
  const credentials = {
    region: options.region ?? 'us-east-1',
    accessKeyId: options.accessKeyId ?? 'AKIAFAKES3TESTKEY000',
    secretAccessKey: options.secretAccessKey ?? 'fake-s3-secret-key-for-tests-only',
  };
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3['requests'] = [];
  let failures: { status: number; count: number } | undefined;

  const answer = (request: IncomingMessage, url: URL, payload: Buffer): Answer => {
    if (failures && failures.count > 0) {
      failures.count -= 1;
      return errorAnswer(failures.status, 'InternalError', 'We encountered an internal error.');
    }
    const denied = verifySignature(request, url, payload, credentials);
    if (denied) return denied;
    const [, bucketName = '', ...rest] = url.pathname.split('/').map(decodeURIComponent);
    if (bucketName !== bucket) {
      return errorAnswer(404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    return handleObject(request.method ?? 'GET', rest.join('/'), payload, request, objects);
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const result = answer(request, url, Buffer.concat(chunks));
      requests.push({
        method: request.method ?? 'GET',
        key: url.pathname.split('/').slice(2).map(decodeURIComponent).join('/'),
        status: result.status,
      });
      const body = request.method === 'HEAD' ? undefined : result.body;
      response.writeHead(result.status, {
        ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}),
        ...result.headers,
      });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...credentials,
    objects,
    requests,
    failNext: (status, count = 1) => {
      failures = { status, count };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
