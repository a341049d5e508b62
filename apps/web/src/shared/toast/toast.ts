/**
 * A tiny bus between code outside React (the QueryClient's callbacks) and the one toast host inside antd's App.
 * Only one toast shows at a time (spec 1 §9): the host reuses one message key and antd keeps maxCount 1.
 */
export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  type: ToastType;
  content: string;
}

const listeners = new Set<(toast: Toast) => void>();

function show(type: ToastType, content: string) {
  for (const listener of listeners) listener({ type, content });
}

export const toast = {
  success: (content: string) => show('success', content),
  error: (content: string) => show('error', content),
  info: (content: string) => show('info', content),
  warning: (content: string) => show('warning', content),
  subscribe(listener: (toast: Toast) => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
