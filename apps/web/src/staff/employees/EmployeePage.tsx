import { ContentSkeleton } from '@web/shared/layout/ContentSkeleton';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { messages } from '@web/shared/messages';
import { NotFoundPage } from '@web/shared/pages/NotFoundPage';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Result from 'antd/es/result';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useNavigate, useParams } from 'react-router';
import { AccessControlsForm } from './AccessControlsForm';
import { useDeleteEmployee } from './api/delete-employee';
import { employeeName, isLinked } from './api/employee';
import { useEmployee } from './api/get-employee';
import { useResendEmployeeInvite } from './api/resend-employee-invite';
import { useUpdateEmployee } from './api/update-employee';

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
  const activity = useUpdateEmployee({
    meta: {},
    onSuccess: (updated) => toast.success(updated.isActive ? 'Employee enabled' : 'Employee disabled'),
  });

  if (employee.isPending) return <ContentSkeleton />;
  if (employee.isError) {
    return <Result status={employee.error.status === 404 ? '404' : 'error'} title={employee.error.message} />;
  }
  const person = employee.data;
  const linked = isLinked(person);
  // The store owner cannot be disabled, deleted or limited (docs/decisions.md): the server refuses it.
  const isOwner = person.role === 'Admin';

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
            {!isOwner && (
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
            )}
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
            {isOwner && <Tag color="blue">Store owner</Tag>}
            {linked ? (
              <Tag color="green">Linked to a login</Tag>
            ) : (
              <Tag color="gold">Invite not accepted yet</Tag>
            )}
          </Descriptions.Item>
          {!isOwner && (
            <Descriptions.Item label="Disabled">
              <Switch
                checked={!person.isActive}
                loading={activity.isPending}
                onChange={() => activity.mutate({ id: person.id, isActive: !person.isActive })}
                aria-label="Disabled"
                data-testid="employee-disabled"
              />
              <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                A disabled employee cannot use the staff app.
              </Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
        {isOwner ? (
          <Typography.Paragraph type="secondary" data-testid="owner-access-note">
            The store owner has every access control; they cannot be limited, disabled or deleted.
          </Typography.Paragraph>
        ) : (
          <AccessControlsForm key={person.id} employee={person} />
        )}
      </Card>
    </>
  );
}
