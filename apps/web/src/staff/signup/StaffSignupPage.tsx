import { emailSchema } from '@backroom/domain/schemas/auth';
import { type EmployeeInvite, useEmployeeInvite } from '@web/shared/api/get-employee-invite';
import { type SignupInput, useSignup } from '@web/shared/api/signup';
import { useAuth } from '@web/shared/auth/auth-context';
import { pendingInvite } from '@web/shared/auth/pending-invite';
import { markSignupFinishing } from '@web/shared/auth/signup-handoff';
import { markVerificationSent } from '@web/shared/auth/verification-cookie';
import { NewPasswordFields } from '@web/shared/forms/NewPasswordFields';
import { requiredSchemaRules } from '@web/shared/forms/rules';
import { AppSkeleton } from '@web/shared/layout/AppSkeleton';
import { PublicCard } from '@web/shared/layout/PublicCard';
import { messages } from '@web/shared/messages';
import { useStore } from '@web/shared/store/store-context';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

type StaffSignupValues = Pick<SignupInput, 'email' | 'password'> & { confirmPassword: string };

/**
 * Staff /signup: e-mail, password, confirmation. With ?invite={inviteId} the form is prefilled from the invite
 * and the invite id is kept until the first sign-in accepts it.
 */
export function StaffSignupPage() {
  const inviteId = useSearchParams()[0].get('invite');
  const invite = useEmployeeInvite(inviteId ?? '', { enabled: Boolean(inviteId) });

  useEffect(() => {
    if (inviteId) pendingInvite.set(inviteId);
  }, [inviteId]);

  if (inviteId && invite.isPending) return <AppSkeleton />;
  return <StaffSignupForm invite={invite.data} inviteId={inviteId} />;
}

function StaffSignupForm({
  invite,
  inviteId,
}: {
  invite: EmployeeInvite | undefined;
  inviteId: string | null;
}) {
  const store = useStore();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [form] = Form.useForm<StaffSignupValues>();
  const password = Form.useWatch('password', form);
  const confirmPassword = Form.useWatch('confirmPassword', form);
  const signup = useSignup({
    onSuccess: (session) => {
      // Through an invite link the login is the employee's already and its address counts as verified: the
      // sign-up screen's guard (PublicOnly) then leads on to the splash.
      markSignupFinishing();
      signIn(session);
      if (session.user.emailVerified) return pendingInvite.clear();
      markVerificationSent();
      navigate('/verify', { replace: true });
    },
  });

  return (
    <PublicCard title={messages.signupTitle}>
      {invite && !invite.accepted && (
        <Alert
          type="info"
          showIcon
          title={messages.inviteWelcome(store.name, invite.firstName)}
          style={{ marginBottom: 16 }}
        />
      )}
      {invite?.accepted ? (
        <Alert type="warning" showIcon title={messages.inviteAccepted} />
      ) : (
        <Form<StaffSignupValues>
          form={form}
          name="staffSignup"
          layout="vertical"
          initialValues={{ email: invite?.email ?? '' }}
          onFinish={({ email, password }) =>
            signup.mutate({ email, password, ...(invite && inviteId ? { inviteId } : {}) })
          }
          requiredMark={false}
        >
          <Form.Item
            label="Email"
            name="email"
            rules={requiredSchemaRules(emailSchema, 'Please enter your email.')}
          >
            <Input type="email" autoComplete="email" readOnly={Boolean(invite)} />
          </Form.Item>
          <NewPasswordFields />
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={signup.isPending}
            disabled={!password || password !== confirmPassword}
          >
            {messages.signUp}
          </Button>
        </Form>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Already have an account? <Link to="/login">{messages.signIn}</Link>
      </Typography.Paragraph>
    </PublicCard>
  );
}
