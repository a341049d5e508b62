import App from 'antd/es/app';
import { useEffect } from 'react';
import { toast } from './toast';

const TOAST_KEY = 'backroom-toast';

/** Renders toasts from the bus with antd's message (theme-aware through App). Mount once, inside <App>. */
export function ToastHost() {
  const { message } = App.useApp();
  useEffect(
    () => toast.subscribe(({ type, content }) => void message.open({ key: TOAST_KEY, type, content })),
    [message],
  );
  return null;
}
