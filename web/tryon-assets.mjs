import { copyFileSync, createReadStream, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Serves the try-on models from our own origin: Human's weights (MoveNet-Lightning, BlazeFace,
 * FaceMesh, Iris) at /models/human/ and the tfjs WebAssembly binaries at /wasm/. They are
 * copied from node_modules into the build output, and served from there by the dev server, so
 * the browser never fetches them from another host. Plain JavaScript (typed in
 * tryon-assets.d.mts) so that Vite's config loader imports it without a TypeScript step.
 */
const require = createRequire(import.meta.url);

/** A package's folder, found from its entry point (these packages do not export package.json). */
/** @param {string} name */
function packageDir(name) {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) || !dir.endsWith(path.join(...name.split('/')))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`package folder of ${name} not found`);
    dir = up;
  }
  return dir;
}

const humanDir = path.join(packageDir('@vladmandic/human'), 'models');
const wasmDir = path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist');

const MODELS = ['movenet-lightning', 'blazeface', 'facemesh', 'iris'].flatMap((m) => [
  `${m}.json`,
  `${m}.bin`,
]);
const WASM = [
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
];

const FOLDERS = [
  { url: '/models/human/', from: humanDir, files: MODELS },
  { url: '/wasm/', from: wasmDir, files: WASM },
];

/** @type {Record<string, string>} */
const TYPES = {
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

/** @returns {import('vite').Plugin} */
export function tryOnAssets() {
  let outDir = 'dist';
  return {
    name: 'isoko-tryon-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        for (const folder of FOLDERS) {
          const name = url.startsWith(folder.url) ? url.slice(folder.url.length) : '';
          if (!folder.files.includes(name)) continue;
          res.setHeader('content-type', TYPES[path.extname(name)] ?? 'application/octet-stream');
          createReadStream(path.join(folder.from, name)).pipe(res);
          return;
        }
        next();
      });
    },
    // Before the pre-compression plugin's closeBundle, so the JSON gets its .br and .gz too.
    writeBundle() {
      for (const folder of FOLDERS) {
        const target = path.join(outDir, folder.url);
        mkdirSync(target, { recursive: true });
        for (const name of folder.files) {
          const source = path.join(folder.from, name);
          if (!existsSync(source)) throw new Error(`try-on asset missing: ${source}`);
          copyFileSync(source, path.join(target, name));
        }
      }
    },
  };
}
