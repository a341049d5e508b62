import { messages } from '@web/shared/messages';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { BANK_FIELD_LABELS, BANK_FIELDS, PAYOUT_TYPES, ROUTING_TYPES } from './bank-fields';
import type { PayoutValues } from './signup-values';

interface GetPaidStepProps {
  initial: PayoutValues | null;
  onBack: () => void;
  onNext: (values: PayoutValues) => void;
}

const defaults: PayoutValues = { payoutType: 'Bank', routingType: 'abaNumber' };

/** GET PAID: link your bank. The routing type decides the bank fields; other payouts take one account. */
export function GetPaidStep({ initial, onBack, onNext }: GetPaidStepProps) {
  const [form] = Form.useForm<PayoutValues>();
  const payoutType = Form.useWatch('payoutType', form) ?? initial?.payoutType ?? defaults.payoutType;
  const routingType = Form.useWatch('routingType', form) ?? initial?.routingType ?? defaults.routingType;
  const payoutLabel = PAYOUT_TYPES.find((type) => type.value === payoutType)?.label ?? payoutType;

  return (
    <Form<PayoutValues>
      form={form}
      name="sellerPayout"
      layout="vertical"
      initialValues={initial ?? defaults}
      onFinish={(values) => onNext({ ...defaults, ...values })}
      requiredMark={false}
    >
      <Form.Item label="Payout type" name="payoutType">
        <Radio.Group
          options={PAYOUT_TYPES.map(({ value, label }) => ({ value, label }))}
          optionType="button"
        />
      </Form.Item>
      {payoutType === 'Bank' ? (
        <>
          <Form.Item label="Routing type" name="routingType">
            <Radio.Group options={ROUTING_TYPES.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
          {BANK_FIELDS[routingType].map((field) => (
            <Form.Item
              key={field}
              label={BANK_FIELD_LABELS[field]}
              name={field}
              rules={[
                { required: true, whitespace: true, message: `${BANK_FIELD_LABELS[field]} is required.` },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          ))}
        </>
      ) : (
        <Form.Item
          label={`${payoutLabel} email or account`}
          name="account"
          rules={[
            {
              required: true,
              whitespace: true,
              message: `Please enter your ${payoutLabel} email or account.`,
            },
          ]}
        >
          <Input autoComplete="email" />
        </Form.Item>
      )}
      <Flex gap={8} justify="space-between">
        <Button onClick={onBack}>{messages.back}</Button>
        <Button type="primary" htmlType="submit">
          {messages.next}
        </Button>
      </Flex>
    </Form>
  );
}
