import { bankFieldSchema, emailSchema } from '@backroom/domain/schemas/auth';
import { schemaRule } from '@web/shared/forms/rules';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import {
  BANK_FIELD_LABELS,
  bankFieldsFor,
  PAYOUT_TYPES,
  type PayoutType,
  ROUTING_TYPES,
  type RoutingType,
} from '../signup/bank-fields';

interface PayoutFieldsProps {
  payoutType: PayoutType;
  routingType: RoutingType;
  /** The store's simplified bank form: account name and number only, no routing type. */
  simplified: boolean;
}

/**
 * Payout type, then for a bank the routing type and its fields (spec 1 §5), or one PayPal/Zelle address:
 * the sign-up's GET PAID step and the Settings Bank tab ask the same questions.
 */
export function PayoutFields({ payoutType, routingType, simplified }: PayoutFieldsProps) {
  const payoutLabel = PAYOUT_TYPES.find((t) => t.value === payoutType)?.label ?? payoutType;
  return (
    <>
      <Form.Item label="Payout type" name="payoutType">
        <Radio.Group
          options={PAYOUT_TYPES.map(({ value, label }) => ({ value, label }))}
          optionType="button"
        />
      </Form.Item>
      {payoutType === 'Bank' ? (
        <>
          {!simplified && (
            <Form.Item label="Routing type" name="routingType">
              <Radio.Group options={ROUTING_TYPES.map(({ value, label }) => ({ value, label }))} />
            </Form.Item>
          )}
          {bankFieldsFor(routingType, simplified).map((field) => (
            <Form.Item
              key={field}
              label={BANK_FIELD_LABELS[field]}
              name={field}
              rules={[
                { required: true, whitespace: true, message: `${BANK_FIELD_LABELS[field]} is required.` },
                schemaRule(bankFieldSchema.meta({ title: BANK_FIELD_LABELS[field] })),
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
            schemaRule(emailSchema, { whenFilled: true }),
          ]}
        >
          <Input autoComplete="email" />
        </Form.Item>
      )}
    </>
  );
}
