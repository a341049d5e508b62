import { emailProblem } from '@backroom/domain/schemas/email-check';
import { type LoginInput, useLogin } from '@web/shared/api/login';
import { useAuth } from '@web/shared/auth/auth-context';
import { PublicCard } from '@web/shared/layout/PublicCard';
import { messages } from '@web/shared/messages';
import { returnPath } from '@web/shared/routing/guards';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
// The two inputs alone, not antd's Input index (TextArea, OTP, Search): the sign-in page stays light (issue 32).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import './login-form.css';

type Field = 'email' | 'password';

/** The sign-in form's messages, as the server words them too. */
function problems(email: string, password: string): Partial<Record<Field, string>> {
  return {
    email: email.trim() === '' ? 'Please enter your email.' : emailProblem(email),
    password: password === '' ? 'Please enter your password.' : undefined,
  };
}

/**
 * /login: "Sign in to your account" (spec 1 §2.1). A plain form, not antd's Form: its engine, field layout and label
 * tooltip were 19 KB brotli of the seller's 250 KB from sign-in to home (issue 32). Fields check as antd's did: on
 * every change once typed in, and all of them on submit.
 */
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
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [checked, setChecked] = useState<Record<Field, boolean>>({ email: false, password: false });
  const found = problems(email, password);
  const shown = (field: Field) => (checked[field] ? found[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked({ email: true, password: true });
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const input: LoginInput = { email, password, remember };
    login.mutate(input);
  };

  const field = (name: Field, label: string, control: ReactNode) => (
    <div className="login-field">
      <label htmlFor={`${id}-${name}`} className="login-label">
        {label}
      </label>
      {control}
      {shown(name) && (
        <div id={`${id}-${name}-error`} className="login-error" role="alert">
          {shown(name)}
        </div>
      )}
    </div>
  );
  const described = (name: Field) =>
    shown(name) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};

  return (
    <PublicCard title={messages.signInTitle}>
      <form name="login" noValidate onSubmit={submit}>
        {field(
          'email',
          'Email',
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            status={shown('email') ? 'error' : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setChecked((c) => ({ ...c, email: true }));
            }}
            {...described('email')}
          />,
        )}
        {field(
          'password',
          'Password',
          <Password
            id={`${id}-password`}
            autoComplete="current-password"
            value={password}
            status={shown('password') ? 'error' : undefined}
            onChange={(e) => {
              setPassword(e.target.value);
              setChecked((c) => ({ ...c, password: true }));
            }}
            {...described('password')}
          />,
        )}
        <div className="login-row">
          <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)}>
            {messages.rememberMe}
          </Checkbox>
          <Link to="/forgot">{messages.forgotPassword}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {messages.signIn}
        </Button>
      </form>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {messages.noAccount} <Link to="/signup">{messages.signUp}</Link>
      </p>
    </PublicCard>
  );
}
