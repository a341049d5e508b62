import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * antd component families the three apps never render (nor do the components they render): their rules are left
 * out of antd's stylesheet. A component added to the apps from this list needs its name taken out of it.
 */
const UNUSED_FAMILIES = [
  'carousel',
  'cascader',
  'color-picker',
  'mentions',
  'notification',
  'picker-calendar',
  'rate',
  'slider',
  'splitter',
  'tour',
  'transfer',
  'tree',
  'tree-select',
  'watermark',
];
// A family's rules and its token variables (`.css-var-….ant-tree{--ant-tree-…}`).
const unused = new RegExp(`^(\\.css-var-[\\w-]+)?\\.ant-(${UNUSED_FAMILIES.join('|')})(?![a-z])`);

/**
 * antd's static stylesheet (antd/dist/antd.css, for the theme's zeroRuntime mode: AppProviders) without the rules
 * of unused components: 64 KB brotli instead of 75 KB. In zeroRuntime mode antd writes no component styles in the
 * browser; this file replaces them (0.25 s of a page load's CPU, issue 30; docs/decisions.md).
 */
export function antdStyles(): Plugin {
  return {
    name: 'backroom-antd-styles',
    transform(code, id) {
      if (!id.replace(/\?.*$/, '').endsWith('antd/dist/antd.css')) return null;
      const root = postcss.parse(code);
      root.walkRules((rule) => {
        const kept = rule.selectors.filter((selector) => !unused.test(selector.trim()));
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
      return { code: root.toString(), map: null };
    },
  };
}
