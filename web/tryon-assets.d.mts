import type { Plugin } from 'vite';

/** Copies Human's try-on models and the tfjs wasm binaries into the build and serves them in dev. */
export function tryOnAssets(): Plugin;
