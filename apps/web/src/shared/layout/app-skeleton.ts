/**
 * The grey outline of an app shown while its session, store and first screen load: written into the page's HTML
 * at build time (so it paints before any script runs) and rendered by React until the screen is ready. One source
 * for both, so the page does not jump when React takes over. Plain HTML and CSS: no antd, no script.
 */
export type SkeletonApp = 'staff' | 'seller';

const repeat = (times: number, html: string) => html.repeat(times);

const content = `<div class="bk-sk-content">
<div class="bk-sk-bar bk-sk-title"></div>
<div class="bk-sk-cards">${repeat(4, '<div class="bk-sk-card"></div>')}</div>
<div class="bk-sk-panel">${repeat(6, '<div class="bk-sk-bar"></div>')}</div>
</div>`;

const frames: Record<SkeletonApp, string> = {
  // Staff: the menu in a sider on the left (hidden under 768 px), a header with the user and "Log out".
  staff: `<div class="bk-sk-sider"><div class="bk-sk-logo"></div>${repeat(9, '<div class="bk-sk-bar bk-sk-menu"></div>')}</div>
<div class="bk-sk-main"><div class="bk-sk-header"><div class="bk-sk-grow"></div><div class="bk-sk-bar bk-sk-user"></div></div>${content}</div>`,
  // Seller: logo and menu links in the header.
  seller: `<div class="bk-sk-main"><div class="bk-sk-header"><div class="bk-sk-logo"></div><div class="bk-sk-nav">${repeat(
    4,
    '<div class="bk-sk-bar bk-sk-link"></div>',
  )}</div><div class="bk-sk-grow"></div><div class="bk-sk-bar bk-sk-user"></div></div>${content}</div>`,
};

/** The skeleton's markup; `role="status"` so assistive technology hears "Loading". */
export function skeletonMarkup(app: SkeletonApp): string {
  return `<div class="bk-sk bk-sk-${app}" role="status" aria-live="polite" aria-busy="true"><span class="bk-sk-label">Loading…</span>${frames[app].replace(/\n/g, '')}</div>`;
}

/** Only the screen's part, for a screen loading inside the app's frame (its code or its data). */
export function contentSkeletonMarkup(): string {
  return `<div class="bk-sk-inline" role="status" aria-live="polite" aria-busy="true"><span class="bk-sk-label">Loading…</span>${content.replace(/\n/g, '')}</div>`;
}

/** Its styles: antd's layout geometry (64 px header, 232 px sider, 24 px padding; 12 px under 768 px). */
export const skeletonCss = `
body{margin:0}
.bk-sk{display:flex;min-height:100vh;background:#f5f5f5;font-family:system-ui,sans-serif}
.bk-sk-label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.bk-sk-sider{width:232px;flex:none;background:#fff;border-inline-end:1px solid #f0f0f0;padding:16px}
.bk-sk-main{flex:1;min-width:0;display:flex;flex-direction:column}
.bk-sk-header{height:64px;flex:none;background:#fff;border-bottom:1px solid #f0f0f0;display:flex;align-items:center;gap:16px;padding:0 50px}
.bk-sk-grow{flex:1}
.bk-sk-inline .bk-sk-content{padding:0}
.bk-sk-content{padding:24px;display:flex;flex-direction:column;gap:16px}
.bk-sk-bar,.bk-sk-logo,.bk-sk-card,.bk-sk-panel{border-radius:6px;background:linear-gradient(90deg,#ececec 25%,#e2e2e2 37%,#ececec 63%);background-size:400% 100%;animation:bk-sk-shine 1.4s ease infinite}
.bk-sk-panel{background:#fff;animation:none;padding:16px;display:flex;flex-direction:column;gap:14px}
.bk-sk-bar{height:16px}
.bk-sk-logo{width:120px;height:36px;flex:none}
.bk-sk-sider .bk-sk-logo{margin-bottom:24px}
.bk-sk-menu{margin:0 8px 18px}
.bk-sk-title{width:220px;height:28px}
.bk-sk-user{width:140px}
.bk-sk-nav{display:flex;gap:24px}
.bk-sk-link{width:72px}
.bk-sk-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px}
.bk-sk-card{height:96px}
@keyframes bk-sk-shine{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (prefers-reduced-motion:reduce){.bk-sk *{animation:none!important}}
@media (max-width:767px){.bk-sk-sider,.bk-sk-nav,.bk-sk-user{display:none}.bk-sk-header{padding:0 12px}.bk-sk-content{padding:12px}.bk-sk-logo{width:96px;height:28px}.bk-sk-cards{grid-template-columns:1fr 1fr}}
`.trim();
