import { useAuth } from '@web/shared/auth/auth-context';
import { ResultHeading } from '@web/shared/layout/ResultHeading';
import { messages } from '@web/shared/messages';
import { isBlockedByMaintenance, useAppKind } from '@web/shared/routing/app-kind';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Navigate } from 'react-router';

/** /maintenance: the store is in maintenance mode (spec 1 §2.1). */
export function MaintenancePage() {
  const store = useStore();
  const app = useAppKind();
  const { state, logout } = useAuth();
  const user = state.status === 'signedIn' ? state.user : null;
  if (!isBlockedByMaintenance(app, store, user)) return <Navigate to="/" replace />;
  return (
    <Result
      status="warning"
      title={<ResultHeading>{messages.maintenanceTitle}</ResultHeading>}
      subTitle={messages.maintenanceBody(store.name)}
      data-testid="maintenance"
      extra={
        user && (
          <Button type="link" onClick={logout}>
            {messages.logout}
          </Button>
        )
      }
    />
  );
}
