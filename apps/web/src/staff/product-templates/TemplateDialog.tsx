import { productTemplateSchema } from '@backroom/domain/schemas/product-template';
import { formRule } from '@web/shared/forms/rules';
import { FormModal } from '@web/shared/layout/FormModal';
import type { ProductTemplate } from '@web/staff/common/api/types';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import type { TemplateInput } from './api/save-product-template';

interface TemplateDialogProps {
  open: boolean;
  /** The template being edited; none to add one. */
  template: ProductTemplate | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: TemplateInput) => void;
}

/** A valid template, so each field's cross-field message shows before the other fields are filled. */
const SAMPLE = { title: 'T', brand: 'B', category: 'C', option1: 'Size', option1Values: '1' };
const rule = (field: keyof TemplateInput) => formRule(productTemplateSchema, field, SAMPLE);

export function templateInput(template: ProductTemplate): TemplateInput {
  return {
    title: template.title,
    brand: template.brand,
    category: template.category,
    gender: template.gender,
    weight: template.weight,
    option1: template.option1,
    option2: template.option2,
    option3: template.option3,
    option1Values: template.option1Values.join(', '),
    option2Values: template.option2Values.join(', '),
    option3Values: template.option3Values.join(', '),
  };
}

/** Add or edit a product template: up to three options, values typed comma-separated (spec 3 §2.13, §5). */
export function TemplateDialog({ open, template, saving, onCancel, onSave }: TemplateDialogProps) {
  const [form] = Form.useForm<TemplateInput>();
  const editing = template !== null;
  const option = (n: 1 | 2 | 3) => (
    <Row gutter={12} key={n}>
      <Col xs={24} sm={8}>
        <Form.Item
          label={`Option ${n} name`}
          name={`option${n}`}
          required={n === 1}
          rules={[rule(`option${n}`)]}
          dependencies={[`option${n}Values`]}
          tooltip={editing ? 'Option names cannot be edited once the template exists.' : undefined}
        >
          <Input
            placeholder={n === 1 ? 'Size' : n === 2 ? 'Condition' : ''}
            disabled={editing}
            autoComplete="off"
            data-testid={`template-option${n}`}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16}>
        <Form.Item
          label={`Option ${n} values`}
          name={`option${n}Values`}
          required={n === 1}
          rules={[rule(`option${n}Values`)]}
          extra={n === 1 ? 'Separate values with commas, e.g. 7, 7.5, 8' : undefined}
        >
          <Input
            placeholder={n === 1 ? '7, 7.5, 8, 8.5' : n === 2 ? 'New, Used' : ''}
            autoComplete="off"
            data-testid={`template-option${n}-values`}
          />
        </Form.Item>
      </Col>
    </Row>
  );
  return (
    <FormModal<TemplateInput>
      open={open}
      title={editing ? 'Edit product template' : 'Add product template'}
      form={form}
      name="template"
      submitText={editing ? 'Save' : 'Add'}
      loading={saving}
      initialValues={template ? templateInput(template) : {}}
      onCancel={onCancel}
      onFinish={onSave}
      width={720}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Title" name="title" required rules={[rule('title')]}>
            <Input autoComplete="off" data-testid="template-title" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Brand" name="brand" required rules={[rule('brand')]}>
            <Input autoComplete="off" data-testid="template-brand" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Category" name="category" required rules={[rule('category')]}>
            <Input autoComplete="off" data-testid="template-category" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Gender" name="gender">
            <Input autoComplete="off" data-testid="template-gender" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Weight (grams)" name="weight" rules={[rule('weight')]}>
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="template-weight" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        Options (three at most)
      </Typography.Text>
      {option(1)}
      {option(2)}
      {option(3)}
    </FormModal>
  );
}
