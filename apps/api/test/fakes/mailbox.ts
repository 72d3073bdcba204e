import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailDirectory, type StoredMail } from '../../src/plugins/mail.ts';

/** Every mail the file transport wrote under DATA_DIR/mail to this address, oldest first. */
export async function mailsTo(dataDir: string, to: string): Promise<StoredMail[]> {
  const directory = mailDirectory(dataDir);
  const names = await readdir(directory).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as StoredMail),
  );
  return mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The newest mail to the address, waiting briefly for one sent in the background. */
export async function latestMail(
  dataDir: string,
  to: string,
  options: { count?: number; timeoutMs?: number } = {},
): Promise<StoredMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 3000);
  for (;;) {
    const mails = await mailsTo(dataDir, to);
    if (mails.length >= (options.count ?? 1)) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The link of a given path in a mail, and its query parameter `param`. */
export function linkIn(mail: StoredMail, param: string): { url: URL; value: string } {
  const href = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!href) throw new Error(`mail "${mail.subject}" holds no link`);
  const url = new URL(href);
  const value = url.searchParams.get(param);
  if (!value) throw new Error(`link ${href} has no ${param}`);
  return { url, value };
}
