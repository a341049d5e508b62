import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { CUSTOM_BARCODE_OPTIONS, LABEL_OPTIONS } from '@backroom/domain/constants';
import { CheckboxGroupField } from '@web/shared/forms/CheckboxGroupField';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { NumberField, settingsRule } from './fields';
import { SettingsSection } from './SettingsSection';

/** Label: what a printed label shows, its size in millimetres, the barcode, and storefront tracking. */
export function LabelSection() {
  const templates = useProductTemplates();
  return (
    <SettingsSection id="label" title="Label">
      <Form.Item label="Label options" name="labelOptions" required rules={[settingsRule('labelOptions')]}>
        <CheckboxGroupField
          options={LABEL_OPTIONS.map((v) => ({ value: v, label: v }))}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 8 }}
          data-testid="setting-labelOptions"
        />
      </Form.Item>
      <Row gutter={16}>
        <NumberField name={['labelSize', 'width']} label="Label width" suffix="mm" required />
        <NumberField name={['labelSize', 'height']} label="Label height" suffix="mm" required />
        <Col xs={24} sm={12} md={8}>
          <Form.Item label="Custom barcode" name="customBarcode">
            <Select
              allowClear
              options={CUSTOM_BARCODE_OPTIONS.map((v) => ({ value: v, label: v }))}
              data-testid="setting-customBarcode"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            label="Compact label layout"
            name="compactLabelTemplateIds"
            extra="Labels of items of these product templates use the compact layout (small tags)."
          >
            <Select
              mode="multiple"
              allowClear
              loading={templates.isLoading}
              placeholder="No template"
              optionFilterProp="label"
              options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.title }))}
              data-testid="setting-compactLabelTemplateIds"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item label="Custom Shopify URL" name="customShopifyUrl">
            <Input inputMode="url" data-testid="setting-customShopifyUrl" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>Storefront tracking parameters</Typography.Text>
      <Form.List name="shopifyTrackingParams">
        {(fields, { add, remove }) => (
          <Flex vertical gap={4} style={{ marginTop: 8 }}>
            {fields.map(({ key, name }) => (
              <Flex key={key} gap={8} align="start">
                <Form.Item
                  name={[name, 'param']}
                  style={{ flex: 1, marginBottom: 8 }}
                  rules={[settingsRule(['shopifyTrackingParams', name, 'param'])]}
                >
                  <Input placeholder="Param" aria-label={`Param ${name + 1}`} />
                </Form.Item>
                <Form.Item name={[name, 'value']} style={{ flex: 1, marginBottom: 8 }}>
                  <Input placeholder="Value" aria-label={`Value ${name + 1}`} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Remove param ${name + 1}`}
                  onClick={() => remove(name)}
                />
              </Flex>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ param: '', value: '' })}
              style={{ alignSelf: 'start' }}
            >
              Add parameter
            </Button>
          </Flex>
        )}
      </Form.List>
    </SettingsSection>
  );
}
