import { lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazy()'s own bound: a component of any props
type Screen = ComponentType<any>;
/** The names of a module's exports that are components. */
type ScreenName<M> = { [N in keyof M]: M[N] extends Screen ? N : never }[keyof M] & string;

/**
 * A screen loaded when first opened, in its own chunk (AppRoutes wraps every screen in a Suspense).
 * React's lazy() takes a module's default export; our screens are named exports, picked here by name.
 */
export function lazyScreen<M, K extends ScreenName<M>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] as M[K] & Screen })));
}
