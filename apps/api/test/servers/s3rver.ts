import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.ts';

/** s3rver's own account: every request must be signed with it. */
export const S3RVER_KEY = 'S3RVER';

export type LocalS3 = { config: S3Config; close: () => Promise<void> };

/**
 * A real S3-compatible server (s3rver, from the npm registry) on a free port, holding one empty
 * bucket in a folder of its own; it checks every request's Signature Version 4.
 */
export async function startS3rver(bucket = 'stitchworks-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'sw-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
