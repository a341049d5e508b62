import type { ProductTemplate } from '@web/shared/api/get-product-templates';

interface TemplateFieldsForm {
  getFieldValue(name: 'brand' | 'category' | 'gender'): unknown;
  setFieldValue(name: 'brand' | 'category' | 'gender', value: unknown): void;
}

/** Choosing a template fills the brand, category and gender that are still empty (product form and request). */
export function fillFromTemplate(form: TemplateFieldsForm, templates: ProductTemplate[], id: number): void {
  const template = templates.find((t) => t.id === id);
  if (!template) return;
  for (const field of ['brand', 'category', 'gender'] as const) {
    if (!form.getFieldValue(field) && template[field]) form.setFieldValue(field, template[field]);
  }
}
