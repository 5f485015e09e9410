import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { tryOnAssets } from './tryon-assets';

const apiTarget = process.env.ISOKO_API_URL ?? 'http://127.0.0.1:3000';

/**
 * Writes .br and .gz beside every text asset, so the API serves them pre-compressed
 * (@fastify/static preCompressed): no compression work per request on a slow phone link.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'isoko-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const p = path.join(dir, name);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), tryOnAssets()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 300 },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
      '/metrics': apiTarget,
      '/media': apiTarget,
      // The queue dashboard (bull-board) is served by the API, not the single-page app.
      '/admin/queues': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
