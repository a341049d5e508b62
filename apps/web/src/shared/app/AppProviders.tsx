import 'antd/dist/reset.css';
import './accessibility.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@web/shared/api/query-client';
import { useMediaQuery } from '@web/shared/layout/use-media-query';
import { appTheme } from '@web/shared/theme';
import { ToastHost } from '@web/shared/toast/ToastHost';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { type ReactNode, useMemo, useState } from 'react';
import { useDialogFocusReturn } from './use-dialog-focus-return';

/**
 * What every page needs: the query client, the antd theme, and the single toast. Dialogs, menus and messages open
 * without animation for anyone who asked their system for reduced motion.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useDialogFocusReturn();
  const theme = useMemo(
    () => (reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [reducedMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <App message={{ maxCount: 1 }}>
          <ToastHost />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
