import { ACCESS_CONTROLS, type AccessControl } from '@backroom/domain/access';
import { isAccessControl } from '@backroom/domain/access-controls';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import type { Employee } from './api/employee';
import { useUpdateEmployee } from './api/update-employee';

const options = ACCESS_CONTROLS.map((control) => ({ label: control, value: control }));

/** The employee's access controls as a checkbox group, saved with one PUT. */
export function AccessControlsForm({ employee }: { employee: Employee }) {
  const update = useUpdateEmployee();
  return (
    <Form<{ accessControls: AccessControl[] }>
      name="accessControls"
      layout="vertical"
      initialValues={{ accessControls: employee.accessControls.filter(isAccessControl) }}
      onFinish={({ accessControls }) => update.mutate({ id: employee.id, accessControls })}
    >
      <Form.Item label="Access controls" name="accessControls">
        <Checkbox.Group
          options={options}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="save-access-controls">
        Save
      </Button>
    </Form>
  );
}
