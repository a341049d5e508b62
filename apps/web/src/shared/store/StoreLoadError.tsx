import { messages } from '@web/shared/messages';
import Button from 'antd/es/button';
import Result from 'antd/es/result';

/** The store's branding could not be loaded (the server or the network failed): the reason and Retry. */
export function StoreLoadError({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={messages.storeLoadFailed}
      subTitle={reason}
      extra={<Button onClick={onRetry}>{messages.retry}</Button>}
    />
  );
}
