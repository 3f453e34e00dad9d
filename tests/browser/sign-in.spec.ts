import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createTestServices, type TestServices } from '@crewing/server/testing/test-services';
import { makeUser } from '@crewing/server/testing/actors';
import { startApp } from '@crewing/server/testing/http';
import { changePassword } from '@crewing/server/users/commands';
import { hashPassword } from '@crewing/server/platform/auth/passwords';
import type { App } from '@crewing/server/app';
import { launchChromium } from '../support/browser.js';

let services: TestServices;
let app: App;
let url: string;
let browser: Browser;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  ({ app, url } = await startApp(services));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await services?.dispose();
});

describe('a user in the browser', () => {
  it('signs in, meets the expired-password guard, resets, reaches the crew list, and signs out', async () => {
    const user = await makeUser(services, { firstName: 'ROSA', lastName: 'BROWSER' });
    // An administrator's reset hands out a temporary password that must be replaced.
    await changePassword(services, {
      userId: user.id,
      hash: await hashPassword('Temporary-Pass-1'),
      reason: 'admin-reset',
      commandId: crypto.randomUUID(),
      metadata: {
        userId: null,
        userName: 'ADMIN',
        device: 'DESKTOP',
        browser: 'TEST',
        os: 'LINUX',
        ip: '127.0.0.1',
        correlationId: 'c',
        causationId: null,
      },
    });

    const page = await browser.newPage();
    await page.goto(`${url}/v/settings/user`);
    await page.waitForURL(`${url}/`); // no session: every login-required page goes to Login

    await page.getByTestId('login-username').fill(user.username);
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByText('Invalid username or password').count()).toBeGreaterThan(0);
    const alertOk = page.getByTestId('alert-ok');
    if (await alertOk.count()) await alertOk.click();

    await page.getByTestId('login-password').fill('Temporary-Pass-1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${url}/reset-password`);

    // Any page while the password is out of date goes back to Reset Password.
    await page.goto(`${url}/v/settings/user`);
    await page.waitForURL(`${url}/reset-password`);

    await page.getByTestId('reset-current').fill('Temporary-Pass-1');
    await page.getByTestId('reset-new').fill('A-New-Password-2');
    await page.getByTestId('reset-confirm').fill('A-New-Password-3');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByText('Password Not Matched').count()).toBeGreaterThan(0);

    await page.getByTestId('reset-confirm').fill('A-New-Password-2');
    await page.getByTestId('reset-submit').click();
    await page.waitForURL(`${url}/v/masterlist/crew/index`);

    // With a current password, Login and Reset Password go to the crew list.
    await page.goto(`${url}/reset-password`);
    await page.waitForURL(`${url}/v/masterlist/crew/index`);

    await page.getByTestId('logout').click();
    await page.waitForURL(`${url}/`);
    await page.goto(`${url}/v/masterlist/crew/index`);
    await page.waitForURL(`${url}/`);
    await page.close();
  });
});
