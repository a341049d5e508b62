import type { CheckboxGroupProps } from 'antd/es/checkbox';
import Checkbox from 'antd/es/checkbox';

/**
 * A Checkbox.Group for a required Form.Item. Form.Item marks its control `aria-required`, which ARIA allows on
 * form controls but not on the group's plain div (axe's aria-allowed-attr, critical): the group drops it, and
 * says it is a group of checkboxes instead.
 */
export function CheckboxGroupField(props: CheckboxGroupProps & { 'aria-required'?: unknown }) {
  const { 'aria-required': _required, ...rest } = props;
  return <Checkbox.Group role="group" {...rest} />;
}
