import { registerSettingsBody } from '@backroom/domain/schemas/register';
import type { BodyOf } from '@web/shared/api/contract-paths';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { type RegisterSettingsAnswer, useSaveRegisterSettings } from './api/register-api';

type Settings = BodyOf<'PUT', '/api/register/settings'>;

/** The form: the texts as the request takes them; the number boxes hold a number (the schema reads any value). */
type Values = Required<Pick<Settings, 'returnPolicy' | 'terminalReaderId'>> & {
  [K in 'taxRate' | 'returnDays' | 'defaultDiscountLimit' | 'creditBonusPercent']: number | null;
};

/** The register's settings (Settings control): sales tax, the return window and policy, discounts, the reader. */
export function RegisterSettingsDialog({
  settings,
  onClose,
}: {
  settings: RegisterSettingsAnswer;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveRegisterSettings({ onSuccess: onClose });
  const submit = (values: Values) => {
    const parsed = registerSettingsBody.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      form.setFields([{ name: issue.path[0] as keyof Values, errors: [issue.message] }]);
      return;
    }
    save.mutate(values);
  };
  return (
    <Modal
      open
      title="Register settings"
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          taxRate: settings.taxRate,
          returnDays: settings.returnDays,
          returnPolicy: settings.returnPolicy,
          defaultDiscountLimit: settings.defaultDiscountLimit,
          terminalReaderId: settings.terminalReaderId,
          creditBonusPercent: settings.creditBonusPercent,
        }}
        onFinish={submit}
      >
        <Form.Item label="Sales tax (%)" name="taxRate">
          <InputNumber min={0} max={100} precision={3} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Return window (days)" name="returnDays">
          <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Return policy (printed on receipts)" name="returnPolicy">
          <Input.TextArea rows={3} maxLength={10000} />
        </Form.Item>
        <Form.Item label="Discount limit for employees without their own (%)" name="defaultDiscountLimit">
          <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="Bonus on payouts taken as store credit (%)"
          name="creditBonusPercent"
          extra="A consigner who takes a payout as store credit gets this much more to spend in the store."
        >
          <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="Stripe Terminal reader id"
          name="terminalReaderId"
          extra={
            settings.cardProvider === 'sandbox'
              ? 'Card payments use the sandbox here: no reader is needed.'
              : 'The reader card payments are sent to, e.g. tmr_…'
          }
        >
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
