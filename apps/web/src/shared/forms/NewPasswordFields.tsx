import { passwordSchema } from '@backroom/domain/schemas/auth';
import { requiredSchemaRules, sameAsRule } from '@web/shared/forms/rules';
import { messages } from '@web/shared/messages';
import Form from 'antd/es/form';
import Input from 'antd/es/input';

/**
 * A new password and its confirmation (fields `password` and `confirmPassword`), as every sign-up and reset asks;
 * `confirm={false}` for the store owner's welcome link, where the eye shows what was typed (issue 33).
 */
export function NewPasswordFields({
  label = 'Password',
  confirm = true,
}: {
  label?: string;
  confirm?: boolean;
}) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        rules={requiredSchemaRules(passwordSchema, 'Please enter a password.')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {confirm && (
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
      )}
    </>
  );
}
