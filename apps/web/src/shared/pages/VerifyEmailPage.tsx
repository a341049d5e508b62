import { useConfirmVerification } from '@web/shared/api/confirm-verification';
import { useSendVerification } from '@web/shared/api/send-verification';
import { useAuth } from '@web/shared/auth/auth-context';
import { markVerificationSent, wasVerificationSent } from '@web/shared/auth/verification-cookie';
import { AppSkeleton } from '@web/shared/layout/AppSkeleton';
import { PublicCard } from '@web/shared/layout/PublicCard';
import { messages } from '@web/shared/messages';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

/**
 * /verify (spec 1 §2.1). With ?token= (the mailed link) it confirms the e-mail first. Then: not signed in →
 * /login; verified → /signupSplash; otherwise it sends the verification e-mail once (not when a link mailed
 * earlier, at sign-up or from another browser, is still live) and offers Resend, which always sends.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { state, logout } = useAuth();
  const confirm = useConfirmVerification({
    onSuccess: () => toast.success(messages.emailVerified),
    onSettled: () => navigate('/verify', { replace: true }),
  });
  // Opening the screen mails a link only when none is live: sign-up mailed one already (issue 33).
  const send = useSendVerification({ onSuccess: markVerificationSent }, { unlessSent: true });
  const resend = useSendVerification({ meta: { successMessage: messages.emailSent } });

  const confirming = useRef(false);
  useEffect(() => {
    if (!token || confirming.current) return;
    confirming.current = true;
    confirm.mutate({ token });
  }, [token, confirm.mutate]);

  const unverified = state.status === 'signedIn' && !state.user.emailVerified;
  const sending = useRef(false);
  useEffect(() => {
    if (token || !unverified || sending.current || wasVerificationSent()) return;
    sending.current = true;
    send.mutate();
  }, [token, unverified, send.mutate]);

  if (token || state.status === 'loading') return <AppSkeleton />;
  if (state.status !== 'signedIn') return <Navigate to="/login" replace />;
  if (state.user.emailVerified) return <Navigate to="/signupSplash" replace />;

  return (
    <PublicCard title={messages.verifyTitle}>
      <Typography.Paragraph>{messages.verifyBody(state.user.email)}</Typography.Paragraph>
      <Space wrap>
        <Button onClick={() => resend.mutate()} loading={resend.isPending}>
          {messages.verifyResend}
        </Button>
        <Button type="primary" onClick={() => window.location.reload()}>
          {messages.verifyConfirm}
        </Button>
        <Button type="link" onClick={logout}>
          {messages.logout}
        </Button>
      </Space>
    </PublicCard>
  );
}
