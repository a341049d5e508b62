import type { ThemeConfig } from 'antd/es/config-provider/context';

/** The ant design theme of the three apps. */
export const appTheme: ThemeConfig = {
  // antd writes no component styles in the browser: they come from antd/dist/antd.css (AppProviders). Building
  // them at run time cost about a quarter of a page load's CPU (issue 30; docs/decisions.md).
  zeroRuntime: true,
  token: {
    colorPrimary: '#1f5f8b',
    colorLink: '#1f5f8b',
    // Contrast of at least 4.5:1 on white and on antd's light fills (WCAG 1.4.3; axe's color-contrast): antd's
    // defaults give secondary text, step titles, placeholders and the status colours 1.9-3.4:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
    colorWarning: '#a05a00',
    colorSuccess: '#237804',
    // The light fills behind the selected menu entry, option and row (antd derives a grey #c0c9cc from the brand
    // colour, 4.1:1 under brand-coloured text).
    colorPrimaryBg: '#e3eef6',
    colorPrimaryBgHover: '#d0e2ef',
    borderRadius: 6,
    // A screen's title is its one h1 (PageHeader), drawn at the size the old h2 titles had.
    fontSizeHeading1: 30,
    lineHeightHeading1: 1.27,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 16px', siderBg: '#ffffff' },
  },
};
