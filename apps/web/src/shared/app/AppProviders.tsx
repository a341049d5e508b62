import 'antd/dist/reset.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@web/shared/api/query-client';
import { appTheme } from '@web/shared/theme';
import { ToastHost } from '@web/shared/toast/ToastHost';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { type ReactNode, useState } from 'react';

/** What every page needs: the query client, the antd theme, and the single toast. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={appTheme}>
        <App message={{ maxCount: 1 }}>
          <ToastHost />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
