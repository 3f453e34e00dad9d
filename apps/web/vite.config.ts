import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on its own port; production serves both from one origin.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
