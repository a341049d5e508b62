import { messages } from '@backroom/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import { getProducts } from '@web/staff/products/api/get-products';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { type AttachGtinRequest, useAttachGtin } from './api/scan-intake';

/** The form: the size as the request takes it; the product and template are picked by id. */
type Values = Partial<Pick<AttachGtinRequest, 'size'>> & { productId?: number; productTemplateId?: number };

/** An unknown GTIN: pick the product, its template and the size it names (spec 2 §4, §5 messages). */
export function AttachGtinDialog({
  gtin,
  onClose,
  onAttached,
}: {
  gtin: string | null;
  onClose: () => void;
  onAttached: (gtin: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const products = useQuery({
    queryKey: ['products', 'list', { search, page: 1, pageSize: 20 }],
    queryFn: () => getProducts({ search, page: 1, pageSize: 20 }),
    enabled: gtin !== null,
  });
  const templates = useProductTemplates();
  const templateId = Form.useWatch('productTemplateId', form);
  const sizes = templates.data?.find((t) => t.id === templateId)?.option1Values ?? [];
  const attach = useAttachGtin({
    onSuccess: (_r, body) => {
      form.resetFields();
      onAttached(body.gtin);
    },
  });
  return (
    <Modal
      open={gtin !== null}
      title="Attach GTIN to a product"
      okText="Attach"
      confirmLoading={attach.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      data-testid="attach-gtin-dialog"
    >
      <Typography.Paragraph>
        No product has the barcode <Typography.Text code>{gtin}</Typography.Text> yet.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          attach.mutate({
            gtin: gtin!,
            productId: v.productId,
            productTemplateId: v.productTemplateId,
            size: v.size ?? '',
          })
        }
        onValuesChange={(changed: Values) => {
          if ('productId' in changed) {
            const product = products.data?.products.find((p) => p.id === changed.productId);
            form.setFieldsValue({
              productTemplateId: product?.productTemplateId ?? undefined,
              size: undefined,
            });
          }
          if ('productTemplateId' in changed) form.setFieldsValue({ size: undefined });
        }}
      >
        <Form.Item
          label="Product"
          name="productId"
          rules={[{ required: true, message: messages.selectProduct }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={products.isFetching}
            placeholder="Search the catalogue"
            options={(products.data?.products ?? []).map((p) => ({
              value: p.id,
              label: `${p.title} (${p.sku})`,
            }))}
            aria-label="Product"
          />
        </Form.Item>
        <Form.Item
          label="Product template"
          name="productTemplateId"
          rules={[{ required: true, message: messages.selectProductTemplate }]}
        >
          <Select
            options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.title }))}
            aria-label="Product template"
          />
        </Form.Item>
        <Form.Item label="Size" name="size" rules={[{ required: true, message: messages.selectAnOption }]}>
          <Select options={sizes.map((s) => ({ value: s, label: s }))} aria-label="Size" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
