import { useAuth } from '@web/shared/auth/auth-context';
import { ResultHeading } from '@web/shared/layout/ResultHeading';
import { messages } from '@web/shared/messages';
import { useAppKind } from '@web/shared/routing/app-kind';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Space from 'antd/es/space';

interface AccountProblemProps {
  /** The sign-in has no profile (consigner or employee) for this app. */
  noProfile?: boolean;
  message?: string;
  onRetry?: () => void;
}

/** The signed-in account cannot use this app: no profile here, or it failed to load. */
export function AccountProblem({ noProfile, message, onRetry }: AccountProblemProps) {
  const { logout } = useAuth();
  const app = useAppKind();
  const title = noProfile
    ? app === 'staff'
      ? messages.noProfileStaff
      : messages.noProfileSeller
    : messages.accountLoadFailed;
  return (
    <Result
      status={noProfile ? 'warning' : 'error'}
      title={<ResultHeading>{title}</ResultHeading>}
      subTitle={message}
      data-testid="account-problem"
      extra={
        <Space>
          {onRetry && <Button onClick={onRetry}>{messages.retry}</Button>}
          <Button type="primary" onClick={logout}>
            {messages.logout}
          </Button>
        </Space>
      }
    />
  );
}
