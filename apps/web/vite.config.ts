import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on its own port; production serves both from one origin.
const api = 'http://localhost:3000';

/**
 * Writes each built asset brotli- and gzip-compressed beside it (x.js.br, x.js.gz), once, at the
 * highest levels: the server sends them as they are (apps/server/src/platform/http/static-assets.ts)
 * instead of compressing the ~820 KB grid chunk on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const dir = path.join(outDir, 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const body = readFileSync(path.join(dir, name));
        if (body.length < 1024) continue;
        writeFileSync(
          path.join(dir, `${name}.br`),
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
        writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/trpc': api,
      '/files': api,
      '/health': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
