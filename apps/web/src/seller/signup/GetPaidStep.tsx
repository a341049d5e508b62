import { messages } from '@web/shared/messages';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import { PayoutFields } from '../common/PayoutFields';
import type { PayoutValues } from './signup-values';

interface GetPaidStepProps {
  initial: PayoutValues | null;
  onBack: () => void;
  onNext: (values: PayoutValues) => void;
}

const defaults: PayoutValues = { payoutType: 'Bank', routingType: 'abaNumber' };

/** GET PAID: link your bank (the store's simplified form asks name and number only); others take one account. */
export function GetPaidStep({ initial, onBack, onNext }: GetPaidStepProps) {
  const [form] = Form.useForm<PayoutValues>();
  const payoutType = Form.useWatch('payoutType', form) ?? initial?.payoutType ?? defaults.payoutType;
  const routingType = Form.useWatch('routingType', form) ?? initial?.routingType ?? defaults.routingType;
  const simplified = useStore().simplifiedBankForm;

  return (
    <Form<PayoutValues>
      form={form}
      name="sellerPayout"
      layout="vertical"
      initialValues={initial ?? defaults}
      onFinish={(values) => onNext({ ...defaults, ...values })}
      requiredMark={false}
    >
      <PayoutFields payoutType={payoutType} routingType={routingType} simplified={simplified} />
      <Flex gap={8} justify="space-between">
        <Button onClick={onBack}>{messages.back}</Button>
        <Button type="primary" htmlType="submit">
          {messages.next}
        </Button>
      </Flex>
    </Form>
  );
}
