import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { sublocationUpdateSchema } from '@backroom/domain/schemas/sublocation';
import { formRule } from '@web/shared/forms/rules';
import { LoadError } from '@web/shared/layout/LoadError';
import { MobileFilters } from '@web/shared/layout/MobileFilters';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { useLocations } from '@web/staff/common/api/get-locations';
import { useSubLocations } from '@web/staff/common/api/get-sub-locations';
import type { SubLocation } from '@web/staff/common/api/types';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { AddSubLocationDialog } from './AddSubLocationDialog';
import { useCreateSubLocation, useRenameSubLocation } from './api/save-sub-location';

/** /subLocations: sublocations filtered by location, inline rename, Add sublocation (spec 3 §2.14). */
export function SubLocationsPage() {
  const subLocations = useSubLocations();
  const locations = useLocations();
  const [location, setLocation] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateSubLocation({ onSuccess: () => setAdding(false) });
  const rename = useRenameSubLocation({ onSuccess: () => setEditingId(null) });

  const all = subLocations.data ?? [];
  // The store's locations; sublocations name theirs too, so the filter works even before locations load.
  const locationNames = useMemo(
    () =>
      [...new Set([...(locations.data ?? []).map((l) => l.name), ...all.map((s) => s.locationName)])].sort(),
    [locations.data, all],
  );
  const shown = location ? all.filter((s) => s.locationName === location) : all;

  const columns: ColumnsType<SubLocation> = [
    {
      title: 'Sublocation',
      key: 'name',
      render: (_, sub) =>
        sub.id === editingId ? (
          <Form.Item name="name" style={{ margin: 0 }} rules={[formRule(sublocationUpdateSchema, 'name')]}>
            <Input aria-label="Sublocation name" autoFocus data-testid={`rename-input-${sub.id}`} />
          </Form.Item>
        ) : (
          sub.name
        ),
    },
    { title: 'Location', dataIndex: 'locationName', key: 'locationName' },
    {
      title: 'Actions',
      key: 'actions',
      width: 180,
      render: (_, sub) =>
        sub.id === editingId ? (
          <Flex gap={8}>
            <Button
              size="small"
              type="primary"
              htmlType="submit"
              loading={rename.isPending}
              data-testid={`rename-save-${sub.id}`}
            >
              Save
            </Button>
            <Button size="small" onClick={() => setEditingId(null)}>
              Cancel
            </Button>
          </Flex>
        ) : (
          <Button
            size="small"
            disabled={editingId !== null}
            onClick={() => {
              form.setFieldsValue({ name: sub.name });
              setEditingId(sub.id);
            }}
            aria-label={`Rename ${sub.name}`}
            data-testid={`rename-sublocation-${sub.id}`}
          >
            Rename
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Sublocations"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="add-sublocation"
          >
            Add sublocation
          </Button>
        }
      />
      <div style={{ marginBottom: 16 }}>
        <MobileFilters active={location ? 1 : 0}>
          <Select
            allowClear
            placeholder="All locations"
            aria-label="Filter by location"
            value={location}
            onChange={setLocation}
            options={locationNames.map((name) => ({ value: name, label: name }))}
            style={{ minWidth: 240 }}
            data-testid="sublocation-filter"
          />
        </MobileFilters>
      </div>
      {subLocations.isError && (
        <LoadError what="sublocations" error={subLocations.error} onRetry={() => subLocations.refetch()} />
      )}
      <Form<{ name: string }>
        form={form}
        name="renameSubLocation"
        onFinish={({ name }) => editingId !== null && rename.mutate({ id: editingId, name })}
      >
        <Table<SubLocation>
          rowKey="id"
          columns={columns}
          dataSource={shown}
          loading={subLocations.isPending}
          pagination={tablePagination}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty description={location ? `No sublocations in ${location}` : 'No sublocations yet'} />
            ),
          }}
          data-testid="sublocations-table"
        />
      </Form>
      <AddSubLocationDialog
        open={adding}
        locations={locationNames}
        defaultLocation={location ?? locationNames[0]}
        saving={create.isPending}
        onCancel={() => setAdding(false)}
        onSave={(values) => create.mutate(values)}
      />
    </>
  );
}
