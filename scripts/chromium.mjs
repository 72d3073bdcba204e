import { existsSync } from 'node:fs';

/** Debian's Chromium, which the browser tests drive (no browser download works here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = () => existsSync(chromiumPath);
