import { storeSettingsSchema } from '@backroom/domain/schemas/settings';
import { formRule } from '@web/shared/forms/rules';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Switch from 'antd/es/switch';
import type { ReactNode } from 'react';

type Name = string | (string | number)[];

export const settingsRule = (name: Name) => formRule(storeSettingsSchema, name);

const testId = (name: Name) => `setting-${Array.isArray(name) ? name.join('-') : name}`;

/** A switch with its label and a line of help, laid out in the section's grid. */
export function SwitchField({ name, label, help }: { name: string; label: string; help?: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label} valuePropName="checked" extra={help}>
        <Switch data-testid={testId(name)} />
      </Form.Item>
    </Col>
  );
}

interface NumberFieldProps {
  name: Name;
  label: string;
  help?: ReactNode;
  prefix?: string;
  suffix?: string;
  max?: number;
  precision?: number;
  required?: boolean;
  disabled?: boolean;
  span?: number;
}

/** A non-negative number checked by the settings schema (percentages up to 100, money with its symbol). */
export function NumberField({
  name,
  label,
  help,
  prefix,
  suffix,
  max,
  precision,
  required,
  disabled,
  span = 8,
}: NumberFieldProps) {
  return (
    <Col xs={24} sm={12} md={span}>
      <Form.Item name={name} label={label} extra={help} required={required} rules={[settingsRule(name)]}>
        <InputNumber
          max={max}
          precision={precision}
          prefix={prefix}
          suffix={suffix}
          disabled={disabled}
          style={{ width: '100%' }}
          data-testid={testId(name)}
        />
      </Form.Item>
    </Col>
  );
}
