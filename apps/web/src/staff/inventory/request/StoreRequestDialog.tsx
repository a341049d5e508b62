import { messages } from '@backroom/domain/messages';
import { storeRequestSchema } from '@backroom/domain/schemas/inventory';
import { FormModal } from '@web/shared/layout/FormModal';
import { toast } from '@web/shared/toast/toast';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import { type StoreRequestInput, useCreateStoreRequest } from '../api/store-requests';

interface RequestValues {
  saleType: StoreRequestInput['saleType'];
  low?: number | null;
  high?: number | null;
  price?: number | null;
}

export interface RequestTarget {
  productId: number;
  title: string;
  size: string;
  location: string;
}

/** A store request for one size: Consignment with a price range, or Buying (Instant Sell) at a fixed price. */
export function StoreRequestDialog({
  target,
  currency,
  onClose,
}: {
  target: RequestTarget | null;
  currency: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RequestValues>();
  const saleType = Form.useWatch('saleType', form);
  const create = useCreateStoreRequest({ onSuccess: onClose });
  const submit = (values: RequestValues) => {
    if (!target) return;
    const base = { productId: target.productId, option1Value: target.size, location: target.location };
    const body =
      values.saleType === 'Consignment'
        ? { ...base, saleType: 'Consignment' as const, priceRange: [values.low, values.high] }
        : { ...base, saleType: 'Buying' as const, price: values.price };
    const checked = storeRequestSchema.safeParse(body);
    if (!checked.success) return toast.warning(checked.error.issues[0]?.message ?? 'Please check the prices');
    create.mutate(checked.data);
  };
  return (
    <FormModal<RequestValues>
      open={target !== null}
      title={target ? `Request ${target.title} · ${target.size}` : 'Request'}
      form={form}
      name="store-request"
      submitText="Create Request"
      loading={create.isPending}
      onCancel={onClose}
      onFinish={submit}
      initialValues={{ saleType: 'Consignment' }}
    >
      <Form.Item name="saleType" label="Type of sale">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'Consignment', label: 'Consignment' },
            { value: 'Buying', label: 'Buying (Instant Sell)' },
          ]}
          data-testid="store-request-type"
        />
      </Form.Item>
      {saleType === 'Buying' ? (
        <Form.Item
          name="price"
          label={`Price (${currency})`}
          rules={[{ required: true, message: messages.enterPrice }]}
        >
          <InputNumber<number> style={{ width: '100%' }} autoFocus data-testid="store-request-price" />
        </Form.Item>
      ) : (
        <Flex gap={8}>
          <Form.Item
            name="low"
            label={`From (${currency})`}
            style={{ flex: 1 }}
            rules={[{ required: true, message: messages.enterPrice }]}
          >
            <InputNumber<number> style={{ width: '100%' }} autoFocus data-testid="store-request-low" />
          </Form.Item>
          <Form.Item
            name="high"
            label={`To (${currency})`}
            style={{ flex: 1 }}
            rules={[{ required: true, message: messages.enterPrice }]}
          >
            <InputNumber<number> style={{ width: '100%' }} data-testid="store-request-high" />
          </Form.Item>
        </Flex>
      )}
    </FormModal>
  );
}
