import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  type ConsignmentTermsForm,
  consignmentTermsSchema,
} from '@backroom/domain/schemas/consignment-terms';
import { formRule } from '@web/shared/forms/rules';
import { FormModal } from '@web/shared/layout/FormModal';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';

export type TermsFormValues = ConsignmentTermsForm & { applyTo?: 'new' | 'all' };

interface TermsDialogProps {
  open: boolean;
  editing: boolean;
  initial: Partial<TermsFormValues>;
  saving: boolean;
  currencySymbol: string;
  onCancel: () => void;
  onSave: (values: TermsFormValues) => void;
}

const rule = (name: string | (string | number)[]) => formRule(consignmentTermsSchema, name);
const full = { width: '100%' };

/** Add or edit one set of consignment terms: term, expiry, fees, floor, markdown steps and payout splits. */
export function TermsDialog({
  open,
  editing,
  initial,
  saving,
  currencySymbol,
  onCancel,
  onSave,
}: TermsDialogProps) {
  const [form] = Form.useForm<TermsFormValues>();
  const action = Form.useWatch('expiryAction', form);
  return (
    <FormModal<TermsFormValues>
      open={open}
      title={editing ? 'Edit terms' : 'Add terms'}
      form={form}
      name="terms"
      submitText={editing ? 'Save' : 'Add'}
      loading={saving}
      initialValues={initial}
      onCancel={onCancel}
      onFinish={onSave}
      width={760}
    >
      <Form.Item label="Name" name="name" required rules={[rule('name')]}>
        <Input placeholder="e.g. Standard 60 days" autoComplete="off" data-testid="terms-name" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} sm={6}>
          <Form.Item label="Term (days)" name="termDays" required rules={[rule('termDays')]}>
            <InputNumber style={full} data-testid="terms-termDays" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item label="Grace (days)" name="graceDays" rules={[rule('graceDays')]}>
            <InputNumber style={full} data-testid="terms-graceDays" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="At expiry" name="expiryAction" required rules={[rule('expiryAction')]}>
            <Select
              data-testid="terms-expiryAction"
              options={[
                { value: 'return', label: 'Return to the consigner' },
                { value: 'convert', label: 'Convert to store stock' },
                { value: 'renew', label: 'Renew for the fee' },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={12} sm={6}>
          <Form.Item label="Renewal fee" name="renewalFee" rules={[rule('renewalFee')]}>
            <InputNumber prefix={currencySymbol} style={full} data-testid="terms-renewalFee" />
          </Form.Item>
        </Col>
        {action === 'convert' && (
          <Col xs={12} sm={6}>
            <Form.Item
              label="Conversion payout"
              name="convertPayoutPercent"
              rules={[rule('convertPayoutPercent')]}
            >
              <InputNumber suffix="%" style={full} data-testid="terms-convertPayoutPercent" />
            </Form.Item>
          </Col>
        )}
        <Col xs={12} sm={6}>
          <Form.Item
            label="Min. days before changes"
            name="minDaysBeforeChange"
            rules={[rule('minDaysBeforeChange')]}
          >
            <InputNumber style={full} data-testid="terms-minDaysBeforeChange" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            label="Price floor"
            name="floorPercent"
            rules={[rule('floorPercent')]}
            tooltip="Markdowns never go below this percent of the listed price."
          >
            <InputNumber suffix="%" style={full} data-testid="terms-floorPercent" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            label="No markdown from"
            name="noMarkdownFrom"
            rules={[rule('noMarkdownFrom')]}
            tooltip="Items listed at or above this price are never marked down."
          >
            <InputNumber prefix={currencySymbol} style={full} data-testid="terms-noMarkdownFrom" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">Markdowns</Divider>
      <Form.List name="markdowns">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Row gutter={8} key={field.key} align="top">
                <Col xs={12} sm={5}>
                  <Form.Item
                    label="After (days)"
                    name={[field.name, 'afterDays']}
                    rules={[rule(['markdowns', field.name, 'afterDays'])]}
                  >
                    <InputNumber style={full} data-testid={`markdown-afterDays-${field.name}`} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={5}>
                  <Form.Item
                    label="Off"
                    name={[field.name, 'percentOff']}
                    rules={[rule(['markdowns', field.name, 'percentOff'])]}
                  >
                    <InputNumber suffix="%" style={full} data-testid={`markdown-percentOff-${field.name}`} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={7}>
                  <Form.Item
                    label="Absorbed by"
                    name={[field.name, 'absorbedBy']}
                    rules={[rule(['markdowns', field.name, 'absorbedBy'])]}
                  >
                    <Select
                      data-testid={`markdown-absorbedBy-${field.name}`}
                      options={[
                        { value: 'store', label: 'The store' },
                        { value: 'consigner', label: 'The consigner' },
                        { value: 'shared', label: 'Shared' },
                      ]}
                    />
                  </Form.Item>
                </Col>
                <Col xs={9} sm={5}>
                  <Form.Item
                    label="Consigner share"
                    name={[field.name, 'consignerSharePercent']}
                    rules={[rule(['markdowns', field.name, 'consignerSharePercent'])]}
                  >
                    <InputNumber suffix="%" style={full} />
                  </Form.Item>
                </Col>
                <Col xs={3} sm={2}>
                  <Form.Item label=" ">
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label="Remove step"
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ absorbedBy: 'store', consignerSharePercent: 0 })}
              data-testid="add-markdown"
            >
              Add markdown step
            </Button>
          </>
        )}
      </Form.List>
      <Divider titlePlacement="start">Payout split by age</Divider>
      <Typography.Paragraph type="secondary">
        Leave empty to use the consigner type's selling fee at every age.
      </Typography.Paragraph>
      <Form.List name="ageSplits">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Flex gap={8} key={field.key} align="start" wrap>
                <Form.Item
                  label="From day"
                  name={[field.name, 'fromDay']}
                  rules={[rule(['ageSplits', field.name, 'fromDay'])]}
                >
                  <InputNumber data-testid={`split-fromDay-${field.name}`} />
                </Form.Item>
                <Form.Item
                  label="Consigner gets"
                  name={[field.name, 'consignerPercent']}
                  rules={[rule(['ageSplits', field.name, 'consignerPercent'])]}
                >
                  <InputNumber suffix="%" data-testid={`split-percent-${field.name}`} />
                </Form.Item>
                <Form.Item label=" ">
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label="Remove split"
                    onClick={() => remove(field.name)}
                  />
                </Form.Item>
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add()} data-testid="add-split">
              Add payout split
            </Button>
          </>
        )}
      </Form.List>
      <Divider />
      <Form.Item label="Default terms" name="isDefault" valuePropName="checked">
        <Switch data-testid="terms-isDefault" />
      </Form.Item>
      {editing && (
        <Form.Item label="Apply the change to" name="applyTo">
          <Radio.Group data-testid="terms-applyTo">
            <Radio value="new">New items only</Radio>
            <Radio value="all">All items on these terms</Radio>
          </Radio.Group>
        </Form.Item>
      )}
    </FormModal>
  );
}
