import { lazyScreen } from '../../shared/lazy-screen';

/** The board screens (fleet and vessel): they carry the grid library and load when first opened or preloaded. */
export const BoardPage = lazyScreen(() => import('./BoardPage'), 'BoardPage');
