import { emailSchema } from '@backroom/domain/schemas/auth';
import { requiredSchemaRules } from '@web/shared/forms/rules';
import { PageHeader } from '@web/shared/layout/PageHeader';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useNavigate } from 'react-router';
import { type CreateEmployeeInput, useCreateEmployee } from './api/create-employee';

/** /addEmployee: first name, last name, e-mail and Invite (spec 3 §2.7). */
export function AddEmployeePage() {
  const navigate = useNavigate();
  const create = useCreateEmployee({
    onSuccess: (employee) => navigate(`/employees/${employee.id}`),
  });
  return (
    <>
      <PageHeader title="Add Employee" />
      <Card style={{ maxWidth: 520 }}>
        <Form<CreateEmployeeInput>
          name="addEmployee"
          layout="vertical"
          onFinish={(values) => create.mutate(values)}
        >
          <Form.Item
            label="First name"
            name="firstName"
            rules={[{ required: true, whitespace: true, message: 'First name is required.' }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Last name"
            name="lastName"
            rules={[{ required: true, whitespace: true, message: 'Last name is required.' }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Email"
            name="email"
            rules={requiredSchemaRules(emailSchema, 'Email is required.')}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Invite
          </Button>
        </Form>
      </Card>
    </>
  );
}
