import { useAuth } from '@web/shared/auth/auth-context';
import { AppSkeleton } from '@web/shared/layout/AppSkeleton';
import { messages } from '@web/shared/messages';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Navigate } from 'react-router';

/** /disabledAccount: the signed-in account is inactive (spec 1 §2.1). */
export function DisabledAccountPage() {
  const { state, logout } = useAuth();
  const store = useStore();
  if (state.status === 'loading') return <AppSkeleton />;
  if (state.status !== 'signedIn') return <Navigate to="/login" replace />;
  if (state.user.emailVerified && state.user.isActive) return <Navigate to="/" replace />;
  return (
    <Result
      status="403"
      title="Account disabled"
      subTitle={
        <span data-testid="disabled-account-message">{messages.disabledAccount(store.supportEmail)}</span>
      }
      extra={
        <Button type="link" onClick={logout}>
          {messages.logout}
        </Button>
      }
    />
  );
}
