import { ResultHeading } from '@web/shared/layout/ResultHeading';
import { messages } from '@web/shared/messages';
import Button from 'antd/es/button';
import Result from 'antd/es/result';

/** Shown while leaving for /storeSignup, or in place of it when this page is already there (dev server). */
export function NoStorePage() {
  return (
    <Result
      status="404"
      title={<ResultHeading>{messages.noStoreTitle}</ResultHeading>}
      subTitle={messages.noStoreBody}
      extra={
        <Button type="primary" href="/storeSignup" data-testid="no-store-create">
          {messages.noStoreLink}
        </Button>
      }
    />
  );
}
