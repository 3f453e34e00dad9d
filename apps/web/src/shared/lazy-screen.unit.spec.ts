import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Hello = ({ who }: { who: string }) => createElement('p', null, `hello ${who}`);
/** What React draws at once: the screen, or 'suspended' (renderToString does not wait for a suspended screen). */
const drawn = (screen: ComponentType<{ who: string }>) => {
  const html = renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(screen, { who: 'crew' })));
  return html.includes('hello crew') ? 'hello crew' : 'suspended';
};

describe('lazyScreen', () => {
  it('draws a preloaded screen at once, where a plain lazy() suspends even on a loaded module', async () => {
    const load = () => Promise.resolve({ Hello });
    const plain = lazy(() => load().then((m) => ({ default: m.Hello })));
    await load();
    // The module is there, yet React's lazy() suspends on its promise: a fallback and React's reveal throttle.
    expect(drawn(plain)).toBe('suspended');

    const screen = lazyScreen(load, 'Hello');
    expect(await screen.preload()).toBe(Hello);
    expect(drawn(screen)).toBe('hello crew');
  });

  it('suspends a screen not loaded yet, loads its chunk once, and asks again after a failed load', async () => {
    let calls = 0;
    let fail = true;
    const screen = lazyScreen(() => {
      calls++;
      return fail ? Promise.reject(new Error('chunk not found')) : Promise.resolve({ Hello });
    }, 'Hello');
    await expect(screen.preload()).rejects.toThrow('chunk not found');
    fail = false;
    await Promise.all([screen.preload(), screen.preload()]);
    expect(calls).toBe(2);
    expect(drawn(screen)).toBe('hello crew');
    expect(drawn(lazyScreen(() => new Promise<{ Hello: typeof Hello }>(() => undefined), 'Hello'))).toBe('suspended');
  });
});
