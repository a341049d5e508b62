import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { productSchema } from '@backroom/domain/schemas/product';
import { containsText } from '@web/shared/forms/filter';
import { formRule } from '@web/shared/forms/rules';
import { FormModal } from '@web/shared/layout/FormModal';
import type { ProductTemplate } from '@web/staff/common/api/types';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { GtinEntry } from './api/product';

interface GtinModalProps {
  open: boolean;
  gtins: GtinEntry[];
  template: ProductTemplate | undefined;
  saving: boolean;
  onCancel: () => void;
  onSave: (gtins: GtinEntry[]) => void;
}

const gtinSchema = productSchema.pick({ GTIN: true });

/** Manage GTINS: the product's size and GTIN pairs, saved with the product (PUT /api/products/{id}). */
export function GtinModal({ open, gtins, template, saving, onCancel, onSave }: GtinModalProps) {
  const [form] = Form.useForm<{ GTIN: GtinEntry[] }>();
  const sizes = (template?.option1Values ?? []).map((value) => ({ value }));
  const sizeLabel = template?.option1 || 'Size';
  return (
    <FormModal<{ GTIN: GtinEntry[] }>
      open={open}
      title="Manage GTINS"
      form={form}
      name="gtins"
      submitText="Save GTINs"
      loading={saving}
      initialValues={{ GTIN: gtins.length > 0 ? gtins : [{ size: '', gtin: '' }] }}
      onCancel={onCancel}
      onFinish={({ GTIN }) => onSave((GTIN ?? []).map((g) => ({ size: g.size.trim(), gtin: g.gtin.trim() })))}
      width={640}
    >
      <Form.List name="GTIN">
        {(fields, { add, remove }) => (
          <Flex vertical gap={4}>
            {fields.length === 0 && <Empty description="No GTINs" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
            {fields.map(({ key, name }) => (
              <Flex key={key} gap={8} align="start" data-testid={`gtin-row-${name}`}>
                <Form.Item
                  name={[name, 'size']}
                  label={name === 0 ? sizeLabel : undefined}
                  style={{ flex: 1, marginBottom: 12 }}
                  rules={[formRule(gtinSchema, ['GTIN', name, 'size'])]}
                >
                  <AutoComplete
                    options={sizes}
                    showSearch={containsText}
                    placeholder={sizeLabel}
                    aria-label={`${sizeLabel} ${name + 1}`}
                    data-testid={`gtin-size-${name}`}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'gtin']}
                  label={name === 0 ? 'GTIN' : undefined}
                  style={{ flex: 1, marginBottom: 12 }}
                  rules={[formRule(gtinSchema, ['GTIN', name, 'gtin'])]}
                >
                  <Input
                    placeholder="GTIN"
                    inputMode="numeric"
                    aria-label={`GTIN ${name + 1}`}
                    data-testid={`gtin-code-${name}`}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Remove GTIN ${name + 1}`}
                  onClick={() => remove(name)}
                  style={{ marginTop: name === 0 ? 30 : 0 }}
                  data-testid={`gtin-remove-${name}`}
                />
              </Flex>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ size: '', gtin: '' })}
              block
              data-testid="gtin-add"
            >
              Add GTIN
            </Button>
          </Flex>
        )}
      </Form.List>
    </FormModal>
  );
}
