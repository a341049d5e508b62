import { ResultHeading } from '@web/shared/layout/ResultHeading';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useRouteError } from 'react-router';

/** A screen failed to load or crashed (for example a new release replaced its code chunk). */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Result
      status="error"
      title={<ResultHeading>Something went wrong</ResultHeading>}
      subTitle={error instanceof Error ? error.message : 'The screen could not be shown.'}
      extra={<Button onClick={() => window.location.reload()}>Reload</Button>}
    />
  );
}
