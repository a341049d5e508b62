import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { messages } from '@backroom/domain/messages';
import { FormModal } from '@web/shared/layout/FormModal';
import { LoadError } from '@web/shared/layout/LoadError';
import { useLocations } from '@web/staff/common/api/get-locations';
import type { StoreLocation } from '@web/staff/common/api/types';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCreateLocation } from './api/create-location';
import { useDeleteLocation } from './api/delete-location';
import type { LocationInput } from './api/location-input';
import { useUpdateLocation } from './api/update-location';

type Dialog = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; location: StoreLocation };

/** The store's locations (name and address), where inventory lives; sublocations are managed on their screen. */
export function LocationsCard() {
  const locations = useLocations();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const [form] = Form.useForm<LocationInput>();
  const close = () => setDialog({ mode: 'closed' });
  const create = useCreateLocation({ onSuccess: close });
  const update = useUpdateLocation({ onSuccess: close });
  const remove = useDeleteLocation();
  const list = locations.data ?? [];

  const columns: ColumnsType<StoreLocation> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Address', dataIndex: 'address', key: 'address', render: (a?: string | null) => a || '—' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, location) => (
        <Flex gap={8}>
          <Button
            size="small"
            onClick={() => setDialog({ mode: 'edit', location })}
            data-testid={`edit-location-${location.id}`}
          >
            Edit
          </Button>
          {list.length > 1 && (
            <Popconfirm
              title={`Delete ${location.name}?`}
              description={messages.actionCannotBeUndone}
              okText="Delete"
              okButtonProps={{
                danger: true,
                loading: remove.isPending,
                'data-testid': 'confirm-delete-location',
              }}
              onConfirm={() => remove.mutateAsync(location.id).catch(() => undefined)}
            >
              <Button size="small" danger data-testid={`delete-location-${location.id}`}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card
      id="locations"
      title="Locations"
      style={{ marginBottom: 16, scrollMarginTop: 16 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })} data-testid="add-location">
          Add location
        </Button>
      }
      data-testid="settings-locations"
    >
      {locations.isError && (
        <LoadError what="locations" error={locations.error} onRetry={() => locations.refetch()} />
      )}
      <Table<StoreLocation>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list}
        loading={locations.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="No locations yet" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        data-testid="locations-table"
      />
      <FormModal<LocationInput>
        key={dialog.mode === 'edit' ? dialog.location.id : dialog.mode}
        open={dialog.mode !== 'closed'}
        title={dialog.mode === 'edit' ? 'Edit location' : 'Add location'}
        form={form}
        name="location"
        submitText={dialog.mode === 'edit' ? 'Save' : 'Add'}
        loading={create.isPending || update.isPending}
        initialValues={dialog.mode === 'edit' ? dialog.location : {}}
        onCancel={close}
        onFinish={(values) =>
          dialog.mode === 'edit'
            ? update.mutate({ id: dialog.location.id, ...values })
            : create.mutate(values)
        }
        width={480}
      >
        <Form.Item
          label="Name"
          name="name"
          required
          rules={[{ required: true, whitespace: true, message: messages.locationRequired }]}
        >
          <Input autoComplete="off" data-testid="location-name" />
        </Form.Item>
        <Form.Item label="Address" name="address">
          <Input autoComplete="off" data-testid="location-address" />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
