import { messages } from '@backroom/domain/messages';
import { toMinor } from '@backroom/domain/money';
import { formatMoney } from '@backroom/domain/money-format';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import { type AddInventoryLine, useAddInventories } from '@web/staff/inventory/api/add-inventories';
import type { InventoryItem } from '@web/staff/inventory/api/inventory';
import { quoteFees } from '@web/staff/inventory/api/quote-fees';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import type { ScanProduct } from './api/scan-intake';

export interface AddTarget {
  product: ScanProduct;
  size: string;
}

type Values = Partial<Pick<AddInventoryLine, 'price' | 'quantity' | 'option2Value' | 'option3Value'>>;

/** A known product with nothing of this consigner left to scan: add the item(s) now (spec 2 §4, §5). */
export function ScanAddDialog({
  target,
  consigner,
  location,
  subLocation,
  onClose,
  onAdded,
}: {
  target: AddTarget | null;
  consigner: number;
  location: string;
  subLocation: string | null;
  onClose: () => void;
  onAdded: (items: InventoryItem[]) => void;
}) {
  const store = useStore();
  const [form] = Form.useForm<Values>();
  const price = Form.useWatch('price', form);
  const quantity = Form.useWatch('quantity', form) ?? 1;
  const option2Value = Form.useWatch('option2Value', form);
  const template = target?.product.productTemplate ?? null;
  const fees = useQuery({
    queryKey: ['scan-add-fees', target?.product.id, target?.size, option2Value, price, quantity, consigner],
    queryFn: ({ signal }) =>
      quoteFees(
        {
          price: price!,
          quantity,
          option1Value: target!.size,
          option2Value: option2Value ?? null,
          category: target!.product.category,
          consigner,
        },
        signal,
      ),
    enabled: Boolean(target) && typeof price === 'number' && price > 0,
    meta: { silent: true },
  });
  const add = useAddInventories({
    onSuccess: (items) => {
      toast.success(`Inventory added to ${target?.product.title}`);
      form.resetFields();
      onAdded(items);
    },
  });
  // Add clicked while the payout quote for the price just typed is on its way: say so (spec 2 §4) and add
  // when it lands, rather than dropping the click (on a busy machine the quote can take a while; the item was
  // then never added and the dialog stayed open). Changing a field forgets the waiting click.
  const [waiting, setWaiting] = useState<Values | null>(null);
  const submit = (v: Values) => {
    if (fees.isFetching) {
      toast.warning(messages.waitForFees);
      return setWaiting(v);
    }
    send(v);
  };
  const send = (v: Values) =>
    add.mutate({
      productId: target!.product.id,
      lines: [
        {
          option1Value: target!.size,
          option2Value: v.option2Value ?? null,
          option3Value: v.option3Value ?? null,
          price: v.price!,
          quantity: v.quantity!,
          location,
          subLocation,
          consigner,
          category: target!.product.category,
        },
      ],
    });
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    if (!waiting || fees.isFetching) return;
    setWaiting(null);
    sendRef.current(waiting);
  }, [waiting, fees.isFetching]);
  const optionRule = (message: string) => [{ required: true, message }];
  return (
    <Modal
      open={target !== null}
      title={`Add ${target?.product.title ?? ''}`}
      okText="Add"
      confirmLoading={add.isPending || waiting !== null}
      onCancel={() => {
        setWaiting(null);
        onClose();
      }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Size {target?.size}. None of this consigner's items of this size are waiting to be scanned.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ quantity: 1 }}
        onFinish={submit}
        onValuesChange={() => setWaiting(null)}
      >
        {template?.option2 && (
          <Form.Item
            label={template.option2}
            name="option2Value"
            rules={optionRule(messages.selectValidOption2)}
          >
            <Select
              options={template.option2Values.map((v) => ({ value: v, label: v }))}
              aria-label={template.option2}
            />
          </Form.Item>
        )}
        {template?.option3 && (
          <Form.Item
            label={template.option3}
            name="option3Value"
            rules={optionRule(messages.selectValidOption3)}
          >
            <Select
              options={template.option3Values.map((v) => ({ value: v, label: v }))}
              aria-label={template.option3}
            />
          </Form.Item>
        )}
        <Form.Item
          label="Price"
          name="price"
          // A price of 0 is no price (spec 2 §5: lines need price > 0).
          rules={[{ required: true, type: 'number', min: 0.01, message: messages.enterPrice }]}
        >
          <InputNumber style={{ width: '100%' }} aria-label="Price" />
        </Form.Item>
        <Form.Item
          label="Quantity"
          name="quantity"
          rules={[{ required: true, message: messages.enterQuantity }]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label="Quantity" />
        </Form.Item>
        <Typography.Text type="secondary" data-testid="scan-add-payout">
          {fees.isFetching
            ? messages.waitForFees
            : fees.data
              ? `Payout ${formatMoney(toMinor(fees.data.payout, store.currency), store.currency)} each`
              : ' '}
        </Typography.Text>
      </Form>
    </Modal>
  );
}
