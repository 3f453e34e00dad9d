import { afterAll, beforeAll, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { TestServices } from '@crewing/server/testing/test-services';
import { createSeededTestServices } from '@crewing/server/testing/seeded-services';
import { HttpClient, startApp } from '@crewing/server/testing/http';
import { jobContextOf } from '@crewing/server/platform/services';
import type { App } from '@crewing/server/app';
import { borrowChromium } from './browser.js';

/** The app on its own seeded database, and Chromium to look at it as the demo users do. */
export interface SeededApp {
  services: TestServices;
  url: string;
  /** Every console error of every page opened (a missing grid module, a bad option, a failed call). */
  consoleErrors: string[];
  /** A browser signed in as a demo user, on that path (the sign-in screen itself is sign-in.spec's). */
  pageAs(username: string, path: string, before?: (page: Page) => void): Promise<Page>;
  close(): Promise<void>;
}

export async function startSeededApp(): Promise<SeededApp> {
  const services = await createSeededTestServices({ startWorkers: false });
  const { app, url }: { app: App; url: string } = await startApp(services);
  const { browser, giveBack } = await borrowChromium();
  const contexts: BrowserContext[] = [];
  const consoleErrors: string[] = [];
  return {
    services,
    url,
    consoleErrors,
    async pageAs(username, path, before) {
      const http = new HttpClient(url);
      const r = await http.mutation('auth.login', { username, password: 'Demo-2026!' });
      expect(r.error).toBeUndefined();
      const [name, value] = http.cookie.split('=') as [string, string];
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      contexts.push(context);
      await context.addCookies([{ name, value, url }]);
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error' || /AG Grid/i.test(m.text())) consoleErrors.push(m.text());
      });
      before?.(page); // listeners that must hear the first request (a count of board reads)
      await page.goto(url + path);
      return page;
    },
    async close() {
      for (const c of contexts) await c.close();
      await giveBack();
      await app.close();
      await services.dispose();
    },
  };
}

/** A spec file's seeded app: started before its tests, closed after them; read it inside a test or a hook. */
export type SeededFile = Omit<SeededApp, 'close'>;

export interface SeededFileOptions {
  /** The start hook's timeout, for files that allow more than the project's hook timeout. */
  timeout?: number;
  /** Start the job workers beside the app (files whose screens generate PDFs, sheets or imports). */
  workers?: boolean;
  /** What else the file starts beside the app (the runner...), inside the same hook. */
  ready?: (app: SeededApp) => unknown;
}

/** Registers the file's beforeAll/afterAll around `startSeededApp`: the preamble every browser spec shared. */
export function useSeededApp({ timeout, workers, ready }: SeededFileOptions = {}): SeededFile {
  let seeded: SeededApp | undefined;
  beforeAll(async () => {
    seeded = await startSeededApp();
    if (workers) await seeded.services.jobs.startWorkers(jobContextOf(seeded.services));
    await ready?.(seeded);
  }, timeout);
  afterAll(() => seeded?.close());
  const started = (): SeededApp => {
    if (!seeded) throw new Error('the seeded app starts in beforeAll: read it inside a test or a hook');
    return seeded;
  };
  return {
    get services() {
      return started().services;
    },
    get url() {
      return started().url;
    },
    get consoleErrors() {
      return started().consoleErrors;
    },
    pageAs: (username, path) => started().pageAs(username, path),
  };
}
