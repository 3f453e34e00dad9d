import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.js';
import { createTestServices, type TestServices } from './test-services.js';
import { startApp } from './http.js';

type Options = Parameters<typeof createTestServices>[0];

/** A spec file's services: read `services` inside a test or a hook. */
export interface TestFile {
  services: TestServices;
  /** Fold what the test wrote into the async read models (master data, crews) before reading them. */
  settled(): Promise<void>;
}

/** The same with the app listening on a free port at `url`. */
export interface TestAppFile extends TestFile {
  app: App;
  url: string;
}

/**
 * Services on a database of the spec file's own, made before its tests and disposed after them
 * (the set-up every such file wrote again). The file's own `beforeAll` runs after this one.
 */
export function useTestServices(options?: Options): TestFile {
  const file = fileOf<TestFile>();
  beforeAll(async () => {
    file.services = await createTestServices(options);
  });
  afterAll(() => file.services?.dispose()); // absent when the set-up failed
  return file;
}

/** `useTestServices` and the app over HTTP on them, closed after the file's tests. */
export function useTestApp(options?: Options): TestAppFile {
  const file = fileOf<TestAppFile>();
  beforeAll(async () => {
    file.services = await createTestServices(options);
    ({ app: file.app, url: file.url } = await startApp(file.services));
  });
  afterAll(async () => {
    await file.app?.close();
    await file.services?.dispose();
  });
  return file;
}

function fileOf<F extends TestFile>(): F {
  const file = { settled: () => file.services.runner.catchUp(60_000) } as F;
  return file;
}
