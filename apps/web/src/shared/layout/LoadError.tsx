import { messages } from '@web/shared/messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';

/** An inline, honest "could not load" with a Retry, for lists whose failed load the spec keeps silent. */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error?: Error | null;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={`The ${what} could not be loaded.`}
      description={error?.message}
      action={
        <Button size="small" onClick={onRetry}>
          {messages.retry}
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid="load-error"
    />
  );
}
