import { ResultHeading } from '@web/shared/layout/ResultHeading';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<ResultHeading>Page not found</ResultHeading>}
      subTitle="There is no screen at this address."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Go home
        </Button>
      }
    />
  );
}
