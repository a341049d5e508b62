import { consignerTypeSchema } from '@backroom/domain/schemas/consigner-type';
import { formRule } from '@web/shared/forms/rules';
import { FormModal } from '@web/shared/layout/FormModal';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Switch from 'antd/es/switch';
import type { ConsignerTypeInput } from './api/save-consigner-type';

interface ConsignerTypeDialogProps {
  open: boolean;
  saving: boolean;
  currencySymbol: string;
  onCancel: () => void;
  onSave: (values: ConsignerTypeInput) => void;
}

const rule = (field: keyof ConsignerTypeInput) => formRule(consignerTypeSchema, field);

/** Add consigner type: name, selling fee %, minimum and flat fee, default flag, and what it applies to. */
export function ConsignerTypeDialog({
  open,
  saving,
  currencySymbol,
  onCancel,
  onSave,
}: ConsignerTypeDialogProps) {
  const [form] = Form.useForm<ConsignerTypeInput>();
  return (
    <FormModal<ConsignerTypeInput>
      open={open}
      title="Add consigner type"
      form={form}
      name="consignerType"
      submitText="Add"
      loading={saving}
      initialValues={{ isDefault: false, flatFee: 0 }}
      onCancel={onCancel}
      onFinish={onSave}
      width={640}
    >
      <Form.Item label="Consigner type" name="accountType" required rules={[rule('accountType')]}>
        <Input placeholder="e.g. VIP" autoComplete="off" data-testid="type-accountType" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item label="Selling fee" name="sellingFee" required rules={[rule('sellingFee')]}>
            <InputNumber max={100} suffix="%" style={{ width: '100%' }} data-testid="type-sellingFee" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Min fee" name="minFee" required rules={[rule('minFee')]}>
            <InputNumber prefix={currencySymbol} style={{ width: '100%' }} data-testid="type-minFee" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Flat fee" name="flatFee" rules={[rule('flatFee')]}>
            <InputNumber prefix={currencySymbol} style={{ width: '100%' }} data-testid="type-flatFee" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Default type"
        name="isDefault"
        valuePropName="checked"
        extra="Only one type is the default."
      >
        <Switch data-testid="type-isDefault" />
      </Form.Item>
      <Form.Item label="Category" name="category" extra="Leave empty to apply to every category.">
        <Input autoComplete="off" data-testid="type-category" />
      </Form.Item>
      <Row gutter={12}>
        {([1, 2, 3] as const).map((n) => (
          <Col xs={24} sm={8} key={n}>
            <Form.Item label={`Option ${n} value`} name={`option${n}Value`}>
              <Input autoComplete="off" data-testid={`type-option${n}Value`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormModal>
  );
}
