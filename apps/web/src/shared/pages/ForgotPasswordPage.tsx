import { emailSchema } from '@backroom/domain/schemas/auth';
import { useForgotPassword } from '@web/shared/api/forgot-password';
import { requiredSchemaRules } from '@web/shared/forms/rules';
import { PublicCard } from '@web/shared/layout/PublicCard';
import { messages } from '@web/shared/messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link, useSearchParams } from 'react-router';
import { ResetPasswordPage } from './ResetPasswordPage';

/** /forgot: asks for the e-mail to send reset instructions to; with ?token= it sets the new password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const forgot = useForgotPassword();
  if (params.get('token')) return <ResetPasswordPage />;

  return (
    <PublicCard title={messages.forgotTitle}>
      {forgot.isSuccess ? (
        <Alert type="success" showIcon role="status" title={forgot.data.message} data-testid="forgot-sent" />
      ) : (
        <Form<{ email: string }>
          name="forgot"
          layout="vertical"
          onFinish={(values) => forgot.mutate(values)}
          requiredMark={false}
        >
          <Form.Item
            label="Email"
            name="email"
            rules={requiredSchemaRules(emailSchema, 'Please enter your email.')}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
            {messages.forgotSubmit}
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">{messages.backToLogin}</Link>
      </div>
    </PublicCard>
  );
}
