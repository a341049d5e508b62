import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { type SkeletonApp, skeletonCss, skeletonMarkup } from '../src/shared/layout/app-skeleton.ts';

const APPS: Record<string, SkeletonApp> = { 'staff.html': 'staff', 'seller.html': 'seller' };

/**
 * Writes the app's skeleton into its page (staff.html, seller.html) and the skeleton's styles into every page, so
 * a full page load paints the app's frame before any script has run; React replaces it once it renders.
 */
export function skeletonHtml(): Plugin {
  return {
    name: 'backroom-skeleton-html',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        const app = APPS[basename(ctx.filename)];
        const styled = html.replace('</head>', `<style>${skeletonCss}</style></head>`);
        return app
          ? styled.replace('<div id="root"></div>', `<div id="root">${skeletonMarkup(app)}</div>`)
          : styled;
      },
    },
  };
}
