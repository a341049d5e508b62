import { productRequestSchema } from '@backroom/domain/schemas/product';
import { containsText } from '@web/shared/forms/filter';
import { formRule } from '@web/shared/forms/rules';
import { SingleImageUpload } from '@web/shared/uploads/ImageUpload';
import type { ProductTemplate } from '@web/staff/common/api/types';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import type { ProductRequestInput } from './api/submit-product-request';
import { fillFromTemplate } from './fill-from-template';
import { productTexts } from './product-texts';

interface ProductRequestFormProps {
  templates: ProductTemplate[];
  loading: boolean;
  onSubmit: (values: ProductRequestInput) => void;
}

const rule = (field: keyof ProductRequestInput) => formRule(productRequestSchema, field);

/** A product request made from a template (POST /api/products/submittedProducts). */
export function ProductRequestForm({ templates, loading, onSubmit }: ProductRequestFormProps) {
  const [form] = Form.useForm<ProductRequestInput>();
  const onTemplate = (id: number) => fillFromTemplate(form, templates, id);
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
          <Form.Item
            label="Product template"
            name="productTemplateId"
            required
            rules={[rule('productTemplateId')]}
          >
            <Select
              placeholder="Select a product template"
              options={templates.map((t) => ({ value: t.id, label: t.title }))}
              onChange={onTemplate}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="request-template"
            />
          </Form.Item>
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
              options={productTexts.genderOptions.map((value) => ({ value }))}
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
        {productTexts.requestSubmit}
      </Button>
    </Form>
  );
}
