import { type SandboxCardInput, sandboxCardSchema } from '@backroom/domain/schemas/billing';
import { requiredSchemaRules } from '@web/shared/forms/rules';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useSetPaymentMethod } from './api/billing-actions';

const fields = sandboxCardSchema.shape;

/**
 * The sandbox's card form (no money moves; only the last four digits are kept). With Stripe the owner is sent to
 * Stripe's own page instead, so no card number ever passes through Backroom.
 */
export function PaymentMethodModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<SandboxCardInput>();
  const save = useSetPaymentMethod();
  const submit = async () => {
    const card = await form.validateFields();
    try {
      await save.mutateAsync(card);
      form.resetFields();
      onClose();
    } catch {
      // The server's refusal is shown above the form.
    }
  };
  return (
    <Modal
      open={open}
      title="Payment method"
      okText="Save card"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'save-card' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Sandbox billing: no money moves. Card 4242 4242 4242 4242 pays; 4000 0000 0000 0341 is declined, to
        try a past-due bill. Saving a card pays any open invoice at once.
      </Typography.Paragraph>
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          label="Card number"
          name="cardNumber"
          rules={requiredSchemaRules(fields.cardNumber, 'Please enter a card number of 12 to 19 digits')}
        >
          <Input inputMode="numeric" autoComplete="cc-number" data-testid="card-number" />
        </Form.Item>
        <Form.Item
          label="Expiry (MM/YY)"
          name="expiry"
          rules={requiredSchemaRules(fields.expiry, 'Please enter the expiry date as MM/YY')}
        >
          <Input autoComplete="cc-exp" placeholder="MM/YY" data-testid="card-expiry" />
        </Form.Item>
        <Form.Item
          label="Security code"
          name="cvc"
          rules={requiredSchemaRules(fields.cvc, 'Please enter the 3 or 4 digit security code')}
        >
          <Input inputMode="numeric" autoComplete="cc-csc" data-testid="card-cvc" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
