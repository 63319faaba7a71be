import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
