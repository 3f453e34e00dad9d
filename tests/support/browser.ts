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

/** Chromium for one spec file: launched before its tests, closed after them. Read `browser` inside a test. */
export function useChromium(): { browser: Browser } {
  const file = {} as { browser: Browser };
  beforeAll(async () => {
    file.browser = await launchChromium();
  });
  afterAll(() => file.browser?.close());
  return file;
}
