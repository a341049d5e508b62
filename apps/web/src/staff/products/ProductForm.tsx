import { productSchema } from '@backroom/domain/schemas/product';
import { containsText } from '@web/shared/forms/filter';
import { formRule } from '@web/shared/forms/rules';
import { TemplateField } from '@web/shared/products/TemplateField';
import { ImageUpload } from '@web/shared/uploads/ImageUpload';
import type { ProductTemplate } from '@web/staff/common/api/types';
import AutoComplete from 'antd/es/auto-complete';
import Col from 'antd/es/col';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import type { ReactNode } from 'react';
import type { ProductInput } from './api/save-product';
import { productTexts } from './product-texts';

interface ProductFormProps {
  form: FormInstance<ProductInput>;
  name: string;
  templates: ProductTemplate[];
  templatesLoading?: boolean;
  initialValues?: Partial<ProductInput>;
  onFinish: (values: ProductInput) => void;
  /** The submit button(s); Enter in a field submits too. */
  children?: ReactNode;
}

const rule = (field: keyof ProductInput) => formRule(productSchema, field);

/** The product form of spec 3 §5: images, title, SKU, brand, category, gender and template required. */
export function ProductForm({
  form,
  name,
  templates,
  templatesLoading,
  initialValues,
  onFinish,
  children,
}: ProductFormProps) {
  const categories = [...new Set(templates.map((t) => t.category).filter(Boolean))].map((value) => ({
    value,
  }));
  const brands = [...new Set(templates.map((t) => t.brand).filter(Boolean))].map((value) => ({ value }));

  return (
    <Form<ProductInput>
      form={form}
      name={name}
      layout="vertical"
      initialValues={{ images: [], GTIN: [], ...initialValues }}
      onFinish={onFinish}
      scrollToFirstError
      data-testid={`${name}-form`}
    >
      <Form.Item label="Images" name="images" required rules={[rule('images')]}>
        <ImageUpload label="product images" testId="product-images" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Title" name="title" required rules={[rule('title')]}>
            <Input autoComplete="off" data-testid="product-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="SKU" name="sku" required rules={[rule('sku')]}>
            <Input autoComplete="off" data-testid="product-sku" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <TemplateField
            templates={templates}
            loading={templatesLoading}
            rules={[rule('productTemplateId')]}
            testId="product-template"
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Brand" name="brand" required rules={[rule('brand')]}>
            <AutoComplete options={brands} showSearch={containsText} data-testid="product-brand" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Category" name="category" required rules={[rule('category')]}>
            <AutoComplete options={categories} showSearch={containsText} data-testid="product-category" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Gender" name="gender" required rules={[rule('gender')]}>
            <AutoComplete
              options={productTexts.genderOptions.map((value) => ({ value }))}
              showSearch={containsText}
              data-testid="product-gender"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Catalogue id (StockX)" name="stockXId" tooltip="Optional">
            <Input autoComplete="off" data-testid="product-stockx" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Storefront id (Shopify)" name="shopifyId" tooltip="Optional">
            <Input autoComplete="off" data-testid="product-shopify" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Year" name="year">
            <Input inputMode="numeric" autoComplete="off" data-testid="product-year" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Color" name="color">
            <Input autoComplete="off" data-testid="product-color" />
          </Form.Item>
        </Col>
      </Row>
      {children}
    </Form>
  );
}

/** The form's values for a saved product. */
export function productFormValues(product: {
  title: string;
  sku: string;
  brand: string;
  category: string;
  gender?: string | null;
  productTemplateId?: number | null;
  stockXId?: string | null;
  shopifyId?: string | null;
  year?: string | number | null;
  color?: string | null;
  GTIN?: { size: string; gtin: string }[] | null;
  images: string[];
}): ProductInput {
  return {
    title: product.title,
    sku: product.sku,
    brand: product.brand,
    category: product.category,
    gender: product.gender ?? undefined,
    productTemplateId: product.productTemplateId ?? undefined,
    stockXId: product.stockXId ?? undefined,
    shopifyId: product.shopifyId ?? undefined,
    year: product.year === null || product.year === undefined ? undefined : String(product.year),
    color: product.color ?? undefined,
    GTIN: product.GTIN ?? [],
    images: product.images,
  };
}
