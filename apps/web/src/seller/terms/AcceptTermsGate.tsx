import { useAcceptTerms } from '@web/shared/api/accept-terms';
import { useAuth } from '@web/shared/auth/auth-context';
import { messages } from '@web/shared/messages';
import Button from 'antd/es/button';
import { TermsDialog } from './TermsDialog';

/** A signed-in seller who has not accepted the store's terms sees them before the app (PUT /api/me/acceptTerms). */
export function AcceptTermsGate() {
  const { logout } = useAuth();
  const accept = useAcceptTerms();
  return (
    <TermsDialog
      open
      loading={accept.isPending}
      onAccept={() => accept.mutate()}
      secondary={
        <Button key="logout" type="link" onClick={logout}>
          {messages.logout}
        </Button>
      }
    />
  );
}
