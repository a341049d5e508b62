import { priceChangeSchema } from '@backroom/domain/schemas/inventory';
import { formRule } from '@web/shared/forms/rules';
import { FormModal } from '@web/shared/layout/FormModal';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

interface PriceDialogProps {
  open: boolean;
  name: string;
  title: string;
  submitText: string;
  description?: ReactNode;
  currency: string;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: (requestedPrice: number) => void;
}

/** A requested price (a store price-change request): empty "Please enter a price", 0 or less "...valuee...". */
export function PriceDialog(props: PriceDialogProps) {
  const [form] = Form.useForm<{ requestedPrice?: number }>();
  return (
    <FormModal<{ requestedPrice?: number }>
      open={props.open}
      title={props.title}
      form={form}
      name={props.name}
      submitText={props.submitText}
      loading={props.loading}
      onCancel={props.onCancel}
      onFinish={(values) => props.onConfirm(Number(values.requestedPrice))}
    >
      {props.description && <Typography.Paragraph>{props.description}</Typography.Paragraph>}
      <Form.Item
        name="requestedPrice"
        label={`Requested price (${props.currency})`}
        rules={[formRule(priceChangeSchema, 'requestedPrice')]}
      >
        <InputNumber
          autoFocus
          step={1}
          style={{ width: '100%' }}
          aria-label="Requested price"
          data-testid={`${props.name}-price`}
        />
      </Form.Item>
    </FormModal>
  );
}
