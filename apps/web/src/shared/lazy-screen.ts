import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazy()'s own bound: a component of any props
type Screen = ComponentType<any>;
/** The names of a module's exports that are components. */
type ScreenName<M> = { [N in keyof M]: M[N] extends Screen ? N : never }[keyof M] & string;

/** A lazy screen, and a way to load it before it is drawn. */
export type LazyScreen<C extends Screen> = LazyExoticComponent<C> & {
  /** Loads the screen's chunk now; drawn after it has loaded, the screen shows without suspending. */
  preload(): Promise<C>;
};

/**
 * A screen loaded when first opened, in its own chunk (AppRoutes wraps every screen in a Suspense).
 * React's lazy() takes a module's default export; our screens are named exports, picked here by name.
 *
 * A screen already loaded (`preload()`, or opened before) is handed to React at once: lazy() asks its
 * loader only when first drawn, and a promise, even a settled one, makes it suspend, show the fallback
 * and then wait out React's reveal throttle (up to 300 ms after a fallback, React 19) for nothing. A
 * thenable that answers synchronously does not suspend.
 */
export function lazyScreen<M, K extends ScreenName<M>>(
  load: () => Promise<M>,
  name: K,
): LazyScreen<Extract<M[K], Screen>> {
  type C = Extract<M[K], Screen>;
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => (loaded = m[name] as C),
      (e: unknown) => {
        loading = undefined; // a failed chunk is asked for again next time
        throw e;
      },
    ));
  const screen = lazy<C>(() => {
    const ready = loaded;
    return ready
      ? ({ then: (ok: (m: { default: C }) => void) => ok({ default: ready }) } as unknown as Promise<{ default: C }>)
      : preload().then((c) => ({ default: c }));
  });
  return Object.assign(screen, { preload });
}
