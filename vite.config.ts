import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import path from 'node:path';
import { defineConfig, type InlineConfig, type PluginOption } from 'vite';

/**
 * BASE_PATH serves the site under a sub-path (e.g. /college/ for a project page). The content and editor plugins serve
 * `npm run dev` and `npm run edit` alone: a build does not load them (they bring the content compiler, which the build's
 * bundle and prerender steps would otherwise load for nothing, a second each).
 */
export default defineConfig(async ({ command }) => ({
  base: process.env.BASE_PATH ?? '/',
  plugins: [react(), vike(), ...(command === 'serve' ? await devServerPlugins() : [])],
  build: {
    outDir: 'dist',
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: SHELL_SHARED }] } } },
  },
}));

/**
 * The small modules the script every page loads (renderer/+client.ts) shares with the pages' own scripts: the base
 * path, the routes, the documents' frame rule and Vite's loader of later scripts. Left to itself, Rolldown makes a
 * chunk of each (three requests of half a kilobyte after the first script, on every text page); they go in one.
 */
const SHELL_SHARED = /renderer[\\/]href\.ts$|common[\\/](routes|documentPages)\.ts$|vite[\\/]preload-helper/;

async function devServerPlugins(): Promise<PluginOption[]> {
  const [{ contentPlugin }, { adminDevPlugin }] = await Promise.all([import('./scripts/vite/contentPlugin.ts'), import('./editor/devPlugin.ts')]);
  return [contentPlugin(), adminDevPlugin()];
}

/**
 * The service worker's own bundle (renderer/offline/serviceWorker.ts), built beside the pages' (scripts/buildSteps.ts):
 * one classic script, <outDir>/worker/sw.js, whose list the build adds at its end (scripts/postbuild/webApp.ts).
 */
export const serviceWorkerConfig = (outDir: string): InlineConfig => ({
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: path.join(outDir, 'worker'),
    minify: true,
    lib: { entry: 'renderer/offline/serviceWorker.ts', formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
  },
});
