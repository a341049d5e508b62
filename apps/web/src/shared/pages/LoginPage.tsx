import { emailSchema } from '@backroom/domain/schemas/email';
import { type LoginInput, useLogin } from '@web/shared/api/login';
import { useAuth } from '@web/shared/auth/auth-context';
import { requiredOwnWordsRules } from '@web/shared/forms/own-words-rules';
import { PublicCard } from '@web/shared/layout/PublicCard';
import { messages } from '@web/shared/messages';
import { returnPath } from '@web/shared/routing/guards';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
// The two inputs alone, not antd's Input index (TextArea, OTP, Search): the sign-in page stays light (issue 32).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link, useLocation, useNavigate } from 'react-router';

/** /login: "Sign in to your account" (spec 1 §2.1). */
export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = returnPath(location.state);
  const login = useLogin({
    onSuccess: (session) => {
      signIn(session);
      navigate(from, { replace: true });
    },
  });

  return (
    <PublicCard title={messages.signInTitle}>
      <Form<LoginInput>
        name="login"
        layout="vertical"
        initialValues={{ remember: true }}
        onFinish={(values) => login.mutate({ ...values, remember: Boolean(values.remember) })}
        requiredMark={false}
      >
        <Form.Item
          label="Email"
          name="email"
          rules={requiredOwnWordsRules(emailSchema, 'Please enter your email.')}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Please enter your password.' }]}
        >
          <Password autoComplete="current-password" />
        </Form.Item>
        <Flex justify="space-between" align="center" wrap style={{ marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{messages.rememberMe}</Checkbox>
          </Form.Item>
          <Link to="/forgot">{messages.forgotPassword}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {messages.signIn}
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {messages.noAccount} <Link to="/signup">{messages.signUp}</Link>
      </p>
    </PublicCard>
  );
}
