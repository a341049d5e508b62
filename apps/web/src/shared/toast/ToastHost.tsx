import useMessage from 'antd/es/message/useMessage';
import { useEffect } from 'react';
import { toast } from './toast';

const TOAST_KEY = 'backroom-toast';

/**
 * Renders toasts from the bus with antd's message (theme-aware: its holder renders inside the ConfigProvider), one
 * at a time. Mount once.
 */
export function ToastHost() {
  const [message, holder] = useMessage({ maxCount: 1 });
  useEffect(
    () => toast.subscribe(({ type, content }) => void message.open({ key: TOAST_KEY, type, content })),
    [message],
  );
  return holder;
}
