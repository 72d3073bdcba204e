/**
 * How the journeys and the browser benchmarks start Chromium: Debian's build (CHROMIUM_PATH to
 * change it), headless, with no updates, sync or background calls (this machine's network is
 * closed to them).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
