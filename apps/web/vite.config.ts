import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdStyles } from './build/antd-styles.ts';
import { precompress } from './build/precompress.ts';
import { skeletonHtml } from './build/skeleton-html.ts';

const root = import.meta.dirname;
const apiTarget = process.env.BACKROOM_API_URL ?? 'http://localhost:3000';

/**
 * Dev only: the server decides which page a path gets (staff, seller or platform). Under `vite dev` every
 * extension-less path gets the page named by BACKROOM_APP (staff by default) and /storeSignup the platform page.
 */
function devPageFallback(): Plugin {
  const app = process.env.BACKROOM_APP === 'seller' ? 'seller' : 'staff';
  return {
    name: 'backroom-dev-page-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const isPage = req.headers.accept?.includes('text/html') && !/\.\w+$/.test(path);
        const isBackend = /^\/(api|open|dev)(\/|$)/.test(path);
        if (isPage && !isBackend && !path.startsWith('/@')) {
          const page = path.startsWith('/storeSignup') ? 'platform' : app;
          req.url = `/${page}.html${req.url?.slice(path.length) ?? ''}`;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  root,
  appType: 'mpa',
  plugins: [react(), antdStyles(), devPageFallback(), skeletonHtml(), precompress()],
  resolve: { alias: { '@web': resolve(root, 'src') } },
  server: {
    proxy: {
      '/api': apiTarget,
      '/open': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        staff: resolve(root, 'staff.html'),
        seller: resolve(root, 'seller.html'),
        platform: resolve(root, 'platform.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            // React and the router change rarely: one long-cached chunk shared by the three pages.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 20,
            },
            // What the pages' HTML loads before anything else (antd's core, the session, the sign-in routes) in one
            // file instead of some 35 small ones: each file costs a request and its headers, and brotli packs one
            // larger file tighter. The three pages share nearly all of it.
            // Each app's own code (its routes, its frame) stays in its page's entry file: the staff page does not
            // load the seller's routes, nor the seller page the staff's.
            {
              name: 'foundation',
              tags: ['$initial'],
              // (The pages' HTML modules import the apps' code: they stay out too, or the group would take in their
              // dependencies.)
              test: (id: string) =>
                !/apps[\\/]web[\\/](src[\\/](staff|seller|platform)[\\/]|\w+\.html)/.test(id),
              priority: 10,
            },
          ],
          // Small shared chunks of lazily loaded screens (an icon, a hook, antd's Flex or Grid: under 10 KB before
          // compression) go into the screens that use them. A cold sign-in then fetches 26 files instead of 36 (staff)
          // and 17 instead of 27 (seller), each with its ~0.45 KB of headers and, over HTTP/1.1's six connections,
          // fewer round trips; the copies make all the scripts together 1,094 KB brotli instead of 946 KB (at 20 KB:
          // 19 and 13 files, but 1,422 KB). Measured 2026-11-27, docs/performance.md.
          experimentalInlineCommonChunks: { maxSize: 10_000 },
        },
      },
    },
  },
});
