import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.ISOKO_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 300 },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
      '/metrics': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      '/dev/phone/api': apiTarget,
    },
  },
});
