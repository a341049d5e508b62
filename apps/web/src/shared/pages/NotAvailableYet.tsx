import { ResultHeading } from '@web/shared/layout/ResultHeading';
import { messages } from '@web/shared/messages';
import Result from 'antd/es/result';

/** An honest placeholder for a screen of the spec that is not built yet. */
export function NotAvailableYet({ feature }: { feature: string }) {
  return (
    <Result
      status="info"
      title={<ResultHeading>{messages.notAvailableYet(feature)}</ResultHeading>}
      subTitle={messages.notAvailableYetDetail}
      data-testid="not-available-yet"
    />
  );
}
