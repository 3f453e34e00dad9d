import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { makeUser } from '../../testing/actors.js';
import { HttpClient, startApp } from '../../testing/http.js';
import type { App } from '../../app.js';
import { PNG_1X1 as PNG } from '../../testing/files.js';

let services: TestServices;
let app: App;
let client: HttpClient;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  let url: string;
  ({ app, url } = await startApp(services));
  const u = await makeUser(services, {});
  client = new HttpClient(url);
  await client.mutation('auth.login', { username: u.username, password: u.password });
});
afterAll(async () => {
  await app.close();
  await services.dispose();
});

const upload = (bytes: Buffer, name: string, kind: string) =>
  client.raw(`/files?kind=${kind}`, {
    method: 'POST',
    body: bytes,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
  });

describe('files store', () => {
  it('sniffs the type from the bytes, stores it once, and streams it back with its type and name', async () => {
    const res = await upload(PNG, 'photo.png', 'image');
    expect(res.status).toBe(201);
    const file = (await res.json()) as { id: string; mimeType: string; size: number };
    expect(file).toMatchObject({ mimeType: 'image/png', size: PNG.length });
    const down = await client.raw(`/files/${file.id}`);
    expect(down.headers.get('content-type')).toBe('image/png');
    expect(down.headers.get('content-disposition')).toContain('photo.png');
    expect(Buffer.from(await down.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a file whose name lies about its type, and files over the limit', async () => {
    const fake = await upload(Buffer.from('MZ this is not a pdf at all'), 'contract.pdf', 'pdf');
    expect(fake.status).toBe(422);
    expect(((await fake.json()) as { errors: Record<string, string[]> }).errors.file![0]).toMatch(/not allowed/);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2_000_001)]), 'big.png', 'image');
    expect(big.status).toBe(413); // refused from its declared length, before it is read
    expect(await big.json()).toMatchObject({ error: 'FILE_TOO_LARGE', errors: { file: ['FILE TOO LARGE'] } });
  });

  /** Issue 25: a 29-byte PNG claiming 32767 x 32767 pixels was stored as an image. */
  it('reads an image header and refuses absurd dimensions in a sentence of ours, as an image and as an attachment', async () => {
    const bomb = Buffer.from(PNG.subarray(0, 29));
    bomb.writeUInt32BE(32_767, 16);
    bomb.writeUInt32BE(32_767, 20);
    for (const kind of ['image', 'attachment']) {
      const res = await upload(bomb, 'bomb.png', kind);
      expect(res.status, kind).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string[]> }).errors.file).toEqual([
        'This image is too large (32767 x 32767 pixels): at most 10,000 pixels a side and 50 megapixels',
      ]);
    }
    expect(await services.db.selectFrom('files').select('id').where('size', '=', 29).execute()).toEqual([]);
  });

  it('needs a session, and answers 404 for an unknown file', async () => {
    const anonymous = new HttpClient(client.baseUrl);
    expect((await anonymous.raw('/files?kind=image', { method: 'POST', body: PNG })).status).toBe(401);
    expect((await client.raw(`/files/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
