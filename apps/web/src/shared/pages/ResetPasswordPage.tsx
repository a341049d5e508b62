import { type ResetPasswordInput, useResetPassword } from '@web/shared/api/reset-password';
import { useAuth } from '@web/shared/auth/auth-context';
import { NewPasswordFields } from '@web/shared/forms/NewPasswordFields';
import { PublicCard } from '@web/shared/layout/PublicCard';
import { messages } from '@web/shared/messages';
import { toast } from '@web/shared/toast/toast';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { Link, useNavigate, useSearchParams } from 'react-router';

type ResetValues = Pick<ResetPasswordInput, 'password'> & { confirmPassword: string };

/**
 * /reset?token= (and /forgot?token=): the mailed link sets a new password and signs in (the store owner's
 * welcome link opens the back office, issue 33).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const token = params.get('token') ?? '';
  const welcome = Boolean(params.get('welcome'));
  const reset = useResetPassword({
    onSuccess: (answer) => {
      toast.success(answer.message || messages.passwordUpdated);
      signIn(answer);
      navigate('/', { replace: true });
    },
  });

  return (
    <PublicCard title={welcome ? messages.welcomeTitle : messages.resetTitle}>
      {token ? (
        <Form<ResetValues>
          name="reset"
          layout="vertical"
          onFinish={({ password }) => reset.mutate({ token, password })}
          requiredMark={false}
        >
          <NewPasswordFields label="New password" confirm={!welcome} />
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {messages.resetSubmit}
          </Button>
        </Form>
      ) : (
        <Alert type="error" showIcon title={messages.linkInvalid} />
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{messages.backToLogin}</Link>
      </div>
    </PublicCard>
  );
}
