import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { tryOnAssets } from './tryon-assets.mjs';

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

/** Same-origin paths the browser must always ask the server for (never answered from the app shell). */
const SERVER_PATHS = [
  /^\/api\//,
  /^\/socket\.io/,
  /^\/media\//,
  /^\/models\//,
  /^\/wasm\//,
  /^\/health/,
  /^\/metrics/,
  /^\/admin\/queues/,
  /^\/sitemap\.xml/,
  /^\/robots\.txt/,
];

/**
 * Installable app and offline use. The service worker keeps the app shell (index.html, the
 * storefront's scripts and styles, the icons) and, as the shopper browses, the catalogue answers
 * and product pictures they saw, so home, a product seen before and the cart still open without a
 * network. Only public catalogue reads are cached: nothing from the account, orders, cart
 * pricing, checkout, payments or the assistant (answers that carry personal data). The back
 * office, try-on models and the demo handset stay out of the precache, so installing the worker
 * does not spend a shopper's data on staff pages.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // Registered by the app itself once the first page has loaded (see main.tsx).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Isoko — online shop for Rwanda',
    short_name: 'Isoko',
    description: 'Shop online in Rwanda. Prices in RWF, pay with MTN Mobile Money or cash on delivery.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f5132',
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: [
      '**/admin*',
      '**/dev-phone*',
      '**/*tryon*',
      '**/human*',
      '**/tfjs*',
      '**/models/**',
      '**/wasm/**',
      '**/*.map',
    ],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: SERVER_PATHS,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Public catalogue reads (no personal data in them): fresh when online, the last answer
        // seen when not. The matcher is copied into the worker alone: no constants from this file.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/(products|categories|intelligent-search|search-intelligent|blog\/posts)(\/|$)/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'isoko-catalogue',
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Product pictures never change at one address.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/catalog/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'isoko-pictures',
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Scripts of pages outside the precache (back office, try-on), once they have been used.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'isoko-assets', expiration: { maxEntries: 200 } },
      },
    ],
  },
});

/**
 * The built shop runs its React code on Preact's compatibility layer: the same components,
 * hooks, router and query cache at about a tenth of React DOM's weight (React DOM alone is about
 * 60 KB gzipped, more than a third of a first visit's scripts). Only the build swaps it in: the
 * dev server keeps React for fast refresh and the component tests keep React's test renderer,
 * while the browser journeys (tests/e2e) run against the built, Preact-powered shop.
 */
const preactInsteadOfReact = {
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

export default defineConfig(({ command }) => ({
  plugins: [react(), pwa, precompress(), tryOnAssets()],
  resolve: { alias: command === 'build' ? preactInsteadOfReact : {} },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Which files each screen needs: the server names the landing screen's files in the page's head.
    manifest: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React, the router (wouter), react-query, jotai and i18next are needed by every page: one
              // file instead of a dozen small ones, so a phone on HTTP/1.1 with six connections
              // does not wait out a round trip per piece (measured: first paint about 0.2 s sooner).
              name: 'framework',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|wouter|regexparam|@tanstack[\\/](query-core|react-query)|jotai|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            {
              // The small zod-free pieces every storefront screen shares (product card, prices,
              // wishlist heart, API client, catalogue queries): one file instead of about twenty.
              name: 'storefront',
              test: /(web[\\/]src[\\/](ui[\\/](product-card|product-media|wishlist-button|price-tag|rating-stars|shown-price|image-sources|query-error|error-text|error-text-view)|features[\\/]catalog[\\/](product-rail|product-selection|catalog-keys|queries|use-quick-view|use-document-meta|light-schema)|features[\\/]negotiation[\\/]use-put-deal-in-cart|state[\\/](device-id|wishlist|assistant-open|chat-deal|validated-storage)|i18n[\\/]error-text|api[\\/](client|light-schema))|shared[\\/]src[\\/](money-format|stock|shop-contact|date-format))\.(tsx?|css)$/,
              priority: 10,
            },
            {
              // The words of the first screens in one file per language (about 4 KB): a page
              // asks for one file instead of three or four.
              name: (id: string) => {
                const m =
                  /locales[\\/](en|fr|rw)[\\/](common|home|catalog|product|cart|listing|analytics|offline)\.json$/.exec(
                    id,
                  );
                return m ? `words-${m[1]}` : null;
              },
              priority: 15,
            },
          ],
        },
      },
    },
  },
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
}));
