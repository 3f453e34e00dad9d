import { describe, expect, it } from 'vitest';
import { useTestApp } from '@crewing/server/testing/test-file';
import { makeUser } from '@crewing/server/testing/actors';
import { changePassword } from '@crewing/server/users/commands';
import { hashPassword } from '@crewing/server/platform/auth/passwords';
import { useChromium } from '../support/browser.js';

const my = useTestApp({ startWorkers: false });
const chromium = useChromium();

describe('a user in the browser', () => {
  it('signs in, meets the expired-password guard, resets, reaches the crew list, and signs out', async () => {
    const user = await makeUser(my.services, { firstName: 'ROSA', lastName: 'BROWSER' });
    // An administrator's reset hands out a temporary password that must be replaced.
    await changePassword(my.services, {
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

    const page = await chromium.browser.newPage();
    await page.goto(`${my.url}/v/settings/user`);
    await page.waitForURL(`${my.url}/`); // no session: every login-required page goes to Login

    await page.getByTestId('login-username').fill(user.username);
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByText('Invalid username or password').count()).toBeGreaterThan(0);
    const alertOk = page.getByTestId('alert-ok');
    if (await alertOk.count()) await alertOk.click();

    await page.getByTestId('login-password').fill('Temporary-Pass-1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${my.url}/reset-password`);

    // Any page while the password is out of date goes back to Reset Password.
    await page.goto(`${my.url}/v/settings/user`);
    await page.waitForURL(`${my.url}/reset-password`);

    await page.getByTestId('reset-current').fill('Temporary-Pass-1');
    await page.getByTestId('reset-new').fill('A-New-Password-2');
    await page.getByTestId('reset-confirm').fill('A-New-Password-3');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByText('Password Not Matched').count()).toBeGreaterThan(0);

    await page.getByTestId('reset-confirm').fill('A-New-Password-2');
    await page.getByTestId('reset-submit').click();
    await page.waitForURL(`${my.url}/v/masterlist/crew/index`);

    // With a current password, Login and Reset Password go to the crew list.
    await page.goto(`${my.url}/reset-password`);
    await page.waitForURL(`${my.url}/v/masterlist/crew/index`);

    await page.getByTestId('logout').click();
    await page.waitForURL(`${my.url}/`);
    await page.goto(`${my.url}/v/masterlist/crew/index`);
    await page.waitForURL(`${my.url}/`);
    await page.close();
  });
});
