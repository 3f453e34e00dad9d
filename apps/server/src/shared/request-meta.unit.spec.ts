import { describe, expect, it } from 'vitest';
import { requestMeta } from './request-meta.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const request = (userAgent: string | undefined, ip = '::ffff:10.0.0.7') => ({
  ip,
  headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
});

describe('requestMeta', () => {
  it('reads device, browser and OS from the User-Agent, the same on every request of a browser', () => {
    const first = requestMeta(request(CHROME));
    expect(first).toMatchObject({ device: 'DESKTOP', browser: 'Chrome 130.0.0.0', os: 'Windows 10', ip: '10.0.0.7' });
    const again = requestMeta(request(CHROME, '192.168.1.5'));
    expect(again).toMatchObject({
      device: 'DESKTOP',
      browser: 'Chrome 130.0.0.0',
      os: 'Windows 10',
      ip: '192.168.1.5',
    });
    expect(again.correlationId).not.toBe(first.correlationId);
    expect(requestMeta(request(PHONE))).toMatchObject({ device: 'MOBILE', os: 'Android 14' });
  });

  it('names an unknown or missing agent, and keeps answering right past the agents it remembers', () => {
    expect(requestMeta(request(undefined))).toMatchObject({ device: 'UNKNOWN', browser: 'UNKNOWN', os: 'UNKNOWN' });
    expect(requestMeta(request('curl/8.5.0'))).toMatchObject({ device: 'DESKTOP', browser: 'curl/8.5.0' });
    for (let i = 0; i < 600; i++) requestMeta(request(`probe-${i}`));
    expect(requestMeta(request(CHROME))).toMatchObject({ browser: 'Chrome 130.0.0.0', os: 'Windows 10' });
    expect(requestMeta(request('probe-599'))).toMatchObject({ browser: 'probe-599' });
  });
});
