import 'antd/dist/reset.css';
// The components' styles as one static file (the theme's zeroRuntime; build/antd-styles.ts trims it).
import 'antd/dist/antd.css';
import './accessibility.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@web/shared/api/query-client';
import { useMediaQuery } from '@web/shared/layout/use-media-query';
import { appTheme } from '@web/shared/theme';
import { ToastHost } from '@web/shared/toast/ToastHost';
import ConfigProvider from 'antd/es/config-provider';
import useToken from 'antd/es/theme/useToken';
import { type ReactNode, useMemo, useState } from 'react';
import { useDialogFocusReturn } from './use-dialog-focus-return';

/**
 * What every page needs: the query client, the antd theme, and the single toast. Dialogs, menus and messages open
 * without animation for anyone who asked their system for reduced motion.
 *
 * Not antd's App: it mounts the modal, notification and message hooks on every page, and through the modal antd's
 * form engine, so every first screen loaded them (about 20 KB brotli; issue 32). The toast has its own message
 * holder; the staff screens that confirm in a modal get one from the staff frame (staff/layout/modal-api.tsx).
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
        <TextFrame>
          <ToastHost />
          {children}
        </TextFrame>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/** The theme's text colour, size and font around the app, as antd's App gave it. */
function TextFrame({ children }: { children: ReactNode }) {
  const [, token] = useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
