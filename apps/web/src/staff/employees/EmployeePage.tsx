import { FullPageSpin } from '@web/shared/layout/FullPageSpin';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { messages } from '@web/shared/messages';
import { NotFoundPage } from '@web/shared/pages/NotFoundPage';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Result from 'antd/es/result';
import Tag from 'antd/es/tag';
import { useNavigate, useParams } from 'react-router';
import { AccessControlsForm } from './AccessControlsForm';
import { useDeleteEmployee } from './api/delete-employee';
import { employeeName, isLinked } from './api/employee';
import { useEmployee } from './api/get-employee';
import { useResendEmployeeInvite } from './api/resend-employee-invite';

/** /employees/{id}: name, e-mail, Resend Invite, access controls, Delete (spec 3 §2.7). */
export function EmployeePage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <EmployeeDetail id={id} />;
}

function EmployeeDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const employee = useEmployee(id);
  const resend = useResendEmployeeInvite();
  const remove = useDeleteEmployee({ onSuccess: () => navigate('/employees', { replace: true }) });

  if (employee.isPending) return <FullPageSpin />;
  if (employee.isError) {
    return <Result status={employee.error.status === 404 ? '404' : 'error'} title={employee.error.message} />;
  }
  const person = employee.data;
  const linked = isLinked(person);

  return (
    <>
      <PageHeader
        title={employeeName(person)}
        extra={
          <Flex gap={8} wrap>
            {!linked && (
              <Button
                onClick={() => resend.mutate(person.id)}
                loading={resend.isPending}
                data-testid="resend-invite"
              >
                Resend Invite
              </Button>
            )}
            <Popconfirm
              title="Delete this employee?"
              description={messages.deleteWarning}
              okText="Delete"
              okButtonProps={{ danger: true, loading: remove.isPending }}
              onConfirm={() => remove.mutate(person.id)}
            >
              <Button danger data-testid="delete-employee">
                Delete
              </Button>
            </Popconfirm>
          </Flex>
        }
      />
      <Card style={{ maxWidth: 720 }}>
        <Descriptions column={1} style={{ marginBottom: 24 }}>
          <Descriptions.Item label="Name">{employeeName(person)}</Descriptions.Item>
          <Descriptions.Item label="Email">
            <span data-testid="employee-email">{person.email}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            {linked ? (
              <Tag color="green">Linked to a login</Tag>
            ) : (
              <Tag color="gold">Invite not accepted yet</Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
        <AccessControlsForm key={person.id} employee={person} />
      </Card>
    </>
  );
}
