import { consignerProfileSchema, emailSchema } from '@backroom/domain/schemas/auth';
import { NewPasswordFields } from '@web/shared/forms/NewPasswordFields';
import { requiredSchemaRules, schemaRule } from '@web/shared/forms/rules';
import { messages } from '@web/shared/messages';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import type { ProfileValues } from './signup-values';

interface ProfileStepProps {
  initial: ProfileValues | null;
  onNext: (values: ProfileValues) => void;
  /** A signed-in login finishing its sign-up: its e-mail is shown, no password is asked. */
  signedInEmail?: string;
}

/** PROFILE: create your seller profile. Next stays disabled until both passwords are equal and non-empty. */
export function ProfileStep({ initial, onNext, signedInEmail }: ProfileStepProps) {
  const [form] = Form.useForm<ProfileValues>();
  const password = Form.useWatch('password', form);
  const confirmPassword = Form.useWatch('confirmPassword', form);
  const fields = consignerProfileSchema.shape;

  return (
    <Form<ProfileValues>
      form={form}
      name="sellerProfile"
      layout="vertical"
      initialValues={initial ?? (signedInEmail ? { email: signedInEmail } : undefined)}
      onFinish={onNext}
      requiredMark={false}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="First name"
            name="firstName"
            rules={requiredSchemaRules(fields.firstName, 'First name is required.')}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Last name"
            name="lastName"
            rules={requiredSchemaRules(fields.lastName, 'Last name is required.')}
          >
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Email"
        name="email"
        rules={requiredSchemaRules(emailSchema, 'Please enter your email.')}
      >
        <Input type="email" autoComplete="email" readOnly={Boolean(signedInEmail)} />
      </Form.Item>
      <Form.Item label="Phone (include area code)" name="phone" rules={[schemaRule(fields.phone)]}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="Address" name="address" rules={[schemaRule(fields.address)]}>
        <Input autoComplete="street-address" />
      </Form.Item>
      {!signedInEmail && <NewPasswordFields />}
      <Button
        type="primary"
        htmlType="submit"
        block
        disabled={!signedInEmail && (!password || password !== confirmPassword)}
      >
        {messages.next}
      </Button>
    </Form>
  );
}
