import { useAcceptEmployeeInvite } from '@web/shared/api/accept-employee-invite';
import { useAuth } from '@web/shared/auth/auth-context';
import { pendingInvite } from '@web/shared/auth/pending-invite';
import { useEffect, useRef } from 'react';

/**
 * After the first sign-in with a pending employee invite (kept by the invite sign-up, or named by GET /api/me's
 * pendingInviteId), accept it:
 * PUT /open/employees/accept/{inviteId} links the login to the employee (spec 1 §4). Renders nothing.
 */
export function PendingInviteAcceptor() {
  const { state } = useAuth();
  const { mutate: accept } = useAcceptEmployeeInvite();
  const attempted = useRef<string | null>(null);
  const user = state.status === 'signedIn' ? state.user : null;

  useEffect(() => {
    // The invite this browser signed up through, or the one the server found waiting for this verified address.
    const inviteId = pendingInvite.get() ?? user?.pendingInviteId ?? null;
    if (!user || !inviteId) return;
    if (user.kind === 'employee') {
      pendingInvite.clear();
      return;
    }
    // One attempt per invite, login and verification state (verifying may be what the server waits for).
    const attempt = `${inviteId}:${user.userId}:${user.emailVerified}`;
    if (attempted.current === attempt) return;
    attempted.current = attempt;
    accept(inviteId, {
      onSuccess: () => pendingInvite.clear(),
      onError: (error) => {
        if (error.status === 404 || error.status === 409) pendingInvite.clear();
      },
    });
  }, [user, accept]);

  return null;
}
