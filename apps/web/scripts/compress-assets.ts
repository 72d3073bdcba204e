import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, the encoded file saves less than a packet. */
const MIN_BYTES = 1024;

/** Files compressed at once: libuv's default thread pool has four threads. */
const COMPRESSING_AT_ONCE = 4;

export type CompressedAsset = { file: string; bytes: number; brotli: number; gzip: number };

/** Written into the build once every asset is compressed: a start that finds it compresses nothing. */
export const COMPRESSED_MARK = '.compressed';

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, at the highest levels:
 * this runs once per release, and the API then sends the smaller file without compressing anything
 * per request. A variant that would not be smaller is not written; a file whose variants an
 * earlier pass wrote is left as it is.
 */
export async function compressAssets(directory: string): Promise<CompressedAsset[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const written: CompressedAsset[] = [];
  // Several files at once: zlib runs on libuv's thread pool, so every core compresses.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const asset = await compressFile(file);
      if (asset) written.push(asset);
    }
  };
  await Promise.all(Array.from({ length: COMPRESSING_AT_ONCE }, worker));
  return written.sort((a, b) => a.file.localeCompare(b.file));
}

/** True when an earlier pass (stopped before the end) wrote this file's variants already. */
async function compressedBefore(file: string) {
  const source = await stat(file);
  const variants = await Promise.all(
    ['.br', '.gz'].map((suffix) => stat(`${file}${suffix}`).catch(() => null)),
  );
  return variants.some((variant) => variant !== null && variant.mtimeMs >= source.mtimeMs);
}

/** Written under another name and renamed, so the server never sends half a file. */
async function writeWhole(file: string, content: Buffer) {
  await writeFile(`${file}.part`, content);
  await rename(`${file}.part`, file);
}

async function compressFile(file: string): Promise<CompressedAsset | null> {
  if (await compressedBefore(file)) return null;
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeWhole(`${file}.br`, br);
  if (gz.length < content.length) await writeWhole(`${file}.gz`, gz);
  return { file, bytes: content.length, brotli: br.length, gzip: gz.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // The whole build: hashed assets, and the pages (index.html, the drawn sign-in pages).
  const directory = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
  const written = await compressAssets(directory);
  await writeFile(join(directory, COMPRESSED_MARK), `${new Date().toISOString()}\n`);
  const sum = (key: 'bytes' | 'brotli' | 'gzip') => written.reduce((total, a) => total + a[key], 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `compressed ${written.length} assets: ${kb(sum('bytes'))} → brotli ${kb(sum('brotli'))}, gzip ${kb(sum('gzip'))}`,
  );
}
