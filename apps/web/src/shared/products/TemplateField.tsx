import type { ProductTemplate } from '@web/shared/api/get-product-templates';
import type { Rule } from 'antd/es/form';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { fillFromTemplate } from './fill-from-template';

interface TemplateFieldProps {
  templates: ProductTemplate[];
  loading?: boolean;
  rules: Rule[];
  testId: string;
}

/**
 * The product template choice of the product form and the product request: choosing one fills the brand,
 * category and gender that are still empty.
 */
export function TemplateField({ templates, loading, rules, testId }: TemplateFieldProps) {
  const form = Form.useFormInstance();
  const chosen = Form.useWatch('productTemplateId', form);
  // The only template is chosen already (issue 33), filling what it fills.
  const only = templates.length === 1 ? templates[0]!.id : undefined;
  useEffect(() => {
    if (only !== undefined && (chosen === undefined || chosen === null)) {
      form.setFieldValue('productTemplateId', only);
      fillFromTemplate(form, templates, only);
    }
  }, [only, chosen, form, templates]);
  return (
    <Form.Item label="Product template" name="productTemplateId" required rules={rules}>
      <Select
        placeholder="Select a product template"
        loading={loading}
        options={templates.map((t) => ({ value: t.id, label: t.title }))}
        onChange={(id: number) => fillFromTemplate(form, templates, id)}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid={testId}
      />
    </Form.Item>
  );
}
