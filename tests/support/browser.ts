import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '@crewing/server/platform/jobs/pdf';

/** Debian's Chromium, launched the way this machine allows (no downloads, no sandbox as root). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every spec file a vitest worker runs (it keeps its modules from file to file):
 * launching and closing one took about 1.5 s a file. Each file works in browser contexts of its own
 * (cookies, storage) and closes them (`borrowChromium`); a browser that died is launched again.
 */
async function sharedChromium(): Promise<Browser> {
  const browser = await (shared ??= launchChromium());
  if (browser.isConnected()) return browser;
  shared = launchChromium();
  return shared;
}

/** The shared Chromium for one file, and the closing of every context the file opened on it. */
export async function borrowChromium(): Promise<{ browser: Browser; giveBack(): Promise<void> }> {
  const browser = await sharedChromium();
  const before = new Set(browser.contexts());
  return {
    browser,
    async giveBack() {
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
  };
}

/** Chromium for one spec file: its contexts are closed after its tests. Read `browser` inside a test. */
export function useChromium(): { browser: Browser } {
  const file = {} as { browser: Browser };
  let giveBack: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const borrowed = await borrowChromium();
    file.browser = borrowed.browser;
    giveBack = borrowed.giveBack;
  });
  afterAll(() => giveBack?.());
  return file;
}
