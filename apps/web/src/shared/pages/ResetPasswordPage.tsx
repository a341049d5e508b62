import { passwordSchema } from '@backroom/domain/schemas/auth';
import { useResetPassword } from '@web/shared/api/reset-password';
import { sameAsRule, schemaRule } from '@web/shared/forms/rules';
import { PublicCard } from '@web/shared/layout/PublicCard';
import { messages } from '@web/shared/messages';
import { toast } from '@web/shared/toast/toast';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link, useNavigate, useSearchParams } from 'react-router';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** /reset?token= (and /forgot?token=): the mailed link sets a new password, then sign in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const reset = useResetPassword({
    onSuccess: (answer) => {
      toast.success(answer.message || messages.passwordUpdated);
      navigate('/login', { replace: true });
    },
  });

  return (
    <PublicCard title={params.get('welcome') ? messages.welcomeTitle : messages.resetTitle}>
      {token ? (
        <Form<ResetValues>
          name="reset"
          layout="vertical"
          onFinish={({ password }) => reset.mutate({ token, password })}
          requiredMark={false}
        >
          <Form.Item
            label="New password"
            name="password"
            rules={[{ required: true, message: 'Please enter a password.' }, schemaRule(passwordSchema)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Confirm password"
            name="confirmPassword"
            dependencies={['password']}
            rules={[
              { required: true, message: 'Please confirm the password.' },
              sameAsRule('password', messages.passwordsDiffer),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
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
