import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type PluginOption } from 'vite';

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
  },
}));

async function devServerPlugins(): Promise<PluginOption[]> {
  const [{ contentPlugin }, { adminDevPlugin }] = await Promise.all([import('./scripts/vite/contentPlugin.ts'), import('./editor/devPlugin.ts')]);
  return [contentPlugin(), adminDevPlugin()];
}
