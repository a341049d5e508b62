import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES } from '@backroom/domain/constants';
import { FormModal } from '@web/shared/layout/FormModal';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import type { OptionKey } from '../api/inventory';
import { LocationSelect, SubLocationSelect } from './LocationSelects';

export interface LocationChoice {
  location: string;
  subLocation?: string | null;
  paymentType?: 'cash' | 'auto' | null;
  overrideOption?: OptionKey | null;
}

interface LocationDialogProps {
  open: boolean;
  /** Form name and test-id base: `{name}-form`, `{name}-location`, `{name}-submit`. */
  name: string;
  title: string;
  submitText: string;
  /** The message when no location is chosen. */
  locationMessage: string;
  /** Accepting needs a location; accepting a request to sell takes one optionally. */
  locationRequired?: boolean;
  count: number;
  /** Buying items take a payment type (cash or Checkbooks). */
  withPaymentType?: boolean;
  /** Transfers may overwrite one option value with the new location. */
  overrideOptions?: { key: OptionKey; name: string }[];
  loading?: boolean;
  onCancel: () => void;
  onConfirm: (choice: LocationChoice) => void;
}

/** Choose a location (and sublocation) for items: accept, accept a transfer, transfer. */
export function LocationDialog(props: LocationDialogProps) {
  const [form] = Form.useForm<LocationChoice>();
  const location = Form.useWatch('location', form);
  const { name, locationRequired = true } = props;
  return (
    <FormModal<LocationChoice>
      open={props.open}
      title={props.title}
      form={form}
      name={name}
      submitText={props.submitText}
      loading={props.loading}
      onCancel={props.onCancel}
      onFinish={props.onConfirm}
      initialValues={{ paymentType: props.withPaymentType ? 'cash' : undefined }}
    >
      <Typography.Paragraph type="secondary" data-testid={`${name}-count`}>
        {props.count === 1 ? '1 item' : `${props.count} items`}
      </Typography.Paragraph>
      <Form.Item
        name="location"
        label="Location"
        rules={locationRequired ? [{ required: true, message: props.locationMessage }] : []}
      >
        <LocationSelect
          autoFocus
          onChange={() => form.setFieldValue('subLocation', null)}
          data-testid={`${name}-location`}
        />
      </Form.Item>
      <Form.Item name="subLocation" label="Sublocation">
        <SubLocationSelect location={location} data-testid={`${name}-sublocation`} />
      </Form.Item>
      {props.withPaymentType && (
        <Form.Item name="paymentType" label="Payment type">
          <Radio.Group
            options={PAYMENT_TYPES.map((t) => ({ value: t, label: PAYMENT_TYPE_LABELS[t] }))}
            data-testid={`${name}-payment-type`}
          />
        </Form.Item>
      )}
      {props.overrideOptions && props.overrideOptions.length > 0 && (
        <Form.Item
          name="overrideOption"
          label="Also set an option value to the new location"
          extra="Optional: for stores that keep the location in an option value."
        >
          <Select
            allowClear
            placeholder="Keep the option values"
            options={props.overrideOptions.map((o) => ({ value: o.key, label: o.name }))}
            data-testid={`${name}-override`}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
