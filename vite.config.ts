import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { adminDevPlugin } from './editor/devPlugin.ts';
import { contentPlugin } from './scripts/vite/contentPlugin.ts';

/** BASE_PATH serves the site under a sub-path (e.g. /college/ for a project page); BUILD_OUT_DIR lets the build stage its output. */
export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [react(), vike(), contentPlugin(), adminDevPlugin()],
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    cssCodeSplit: false,
  },
});
