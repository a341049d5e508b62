import type { ThemeConfig } from 'antd/es/config-provider/context';

/** The ant design theme of the three apps. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5f8b',
    colorLink: '#1f5f8b',
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
