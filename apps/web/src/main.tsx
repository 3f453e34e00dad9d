import { startEarlyReads } from './boot/early-reads';

// A small entry: a board opened by its address starts its data and its grid chunk while the app's
// code loads, then the app mounts (boot/mount.tsx).
if (startEarlyReads()) void import('./crew-change/board/BoardPage');
void import('./boot/mount');
