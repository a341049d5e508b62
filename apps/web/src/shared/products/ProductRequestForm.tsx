import { productRequestSchema } from '@backroom/domain/schemas/product';
import type { ProductTemplate } from '@web/shared/api/get-product-templates';
import { containsText } from '@web/shared/forms/filter';
import { formRule } from '@web/shared/forms/rules';
import { SingleImageUpload } from '@web/shared/uploads/ImageUpload';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import type { ProductRequestInput } from './submit-product-request';
import { TemplateField } from './TemplateField';

export const PRODUCT_GENDERS = ['Men', 'Women', 'Unisex', 'Kids', 'Infant'];
export const REQUEST_SUBMIT = 'Submit Request';

interface ProductRequestFormProps {
  templates: ProductTemplate[];
  loading: boolean;
  onSubmit: (values: ProductRequestInput) => void;
}

const rule = (field: keyof ProductRequestInput) => formRule(productRequestSchema, field);

/** A product request made from a template (POST /api/products/submittedProducts): staff and seller apps. */
export function ProductRequestForm({ templates, loading, onSubmit }: ProductRequestFormProps) {
  const [form] = Form.useForm<ProductRequestInput>();
  return (
    <Form<ProductRequestInput>
      form={form}
      name="productRequest"
      layout="vertical"
      onFinish={onSubmit}
      data-testid="productRequest-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TemplateField
            templates={templates}
            rules={[rule('productTemplateId')]}
            testId="request-template"
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Title" name="title" required rules={[rule('title')]}>
            <Input autoComplete="off" data-testid="request-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="SKU" name="sku">
            <Input autoComplete="off" data-testid="request-sku" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Brand" name="brand">
            <Input autoComplete="off" data-testid="request-brand" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Category" name="category">
            <Input autoComplete="off" data-testid="request-category" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Gender" name="gender">
            <AutoComplete
              options={PRODUCT_GENDERS.map((value) => ({ value }))}
              showSearch={containsText}
              data-testid="request-gender"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Image" name="image">
        <SingleImageUpload label="an image" testId="request-image" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading} data-testid="request-submit">
        {REQUEST_SUBMIT}
      </Button>
    </Form>
  );
}
