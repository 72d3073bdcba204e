import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A small real PNG (or JPEG/WebP) drawn with sharp. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp' = 'png',
  size = { width: 120, height: 80 },
): Promise<Buffer> {
  return sharp({
    create: { ...size, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body with text fields and files, as a browser's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; contentType: string; data: Buffer }[],
) {
  const boundary = `----sw${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a design through the API and returns its answer's data. */
export async function uploadDesign(
  app: FastifyInstance,
  headers: Record<string, string>,
  options: { filename?: string; data?: Buffer; type?: string } = {},
) {
  const body = multipart({ type: options.type ?? 'embroidery' }, [
    {
      field: 'design',
      filename: options.filename ?? 'logo.png',
      contentType: 'image/png',
      data: options.data ?? (await makeImage()),
    },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/designs',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; imageUrl: { original: string; small: string } };
}
