import type { ThemeConfig } from 'antd/es/config-provider/context';

/** The ant design theme of the three apps. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5f8b',
    colorLink: '#1f5f8b',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 16px', siderBg: '#ffffff' },
  },
};
