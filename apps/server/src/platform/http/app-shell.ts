import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { isLocalHost } from './local-host.js';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html with the live-chat script (spec 000 §1) before </head>; unchanged without one. */
export function withLiveChat(html: string, src: string | undefined): string {
  if (!src) return html;
  const tag = `<script async src="${escapeAttribute(src)}"></script>`;
  return html.includes('</head>') ? html.replace('</head>', `    ${tag}\n  </head>`) : tag + html;
}

/**
 * The app shell for history-mode routes, read once at start. The live-chat widget is injected
 * only for non-local hosts (spec 000 §1), so development and tests on localhost never load it.
 */
export function appShell(dist: string, liveChatSrc: string | undefined): RequestHandler {
  const local = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const withChat = withLiveChat(local, liveChatSrc);
  return (req, res) => {
    // A new build must reach users at their next load: the shell names the hashed assets.
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(isLocalHost(req) ? local : withChat);
  };
}
