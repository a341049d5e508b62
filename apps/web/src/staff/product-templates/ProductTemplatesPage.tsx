import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { messages } from '@backroom/domain/messages';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import type { ProductTemplate } from '@web/staff/common/api/types';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useDeleteProductTemplate } from './api/delete-product-template';
import { useCreateProductTemplate, useUpdateProductTemplate } from './api/save-product-template';
import { TemplateDialog } from './TemplateDialog';

type Dialog = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; template: ProductTemplate };

function OptionCell({ name, values }: { name: string | null; values: string[] }) {
  if (!name) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{name}</Typography.Text>
      <Flex wrap gap={4}>
        {values.slice(0, 8).map((value) => (
          <Tag key={value} style={{ marginInlineEnd: 0 }}>
            {value}
          </Tag>
        ))}
        {values.length > 8 && <Tag>+{values.length - 8}</Tag>}
      </Flex>
    </Flex>
  );
}

/** /productTemplates: the templates, Add/Edit dialog, Delete when more than one exists (spec 3 §2.13). */
export function ProductTemplatesPage() {
  const templates = useProductTemplates();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const close = () => setDialog({ mode: 'closed' });
  const create = useCreateProductTemplate({ onSuccess: close });
  const update = useUpdateProductTemplate({ onSuccess: close });
  const remove = useDeleteProductTemplate();
  const list = templates.data ?? [];
  const canDelete = list.length > 1;

  const columns: ColumnsType<ProductTemplate> = [
    {
      title: 'Title',
      key: 'title',
      fixed: 'left',
      render: (_, t) => (
        <Flex gap={4} wrap align="center">
          <span>{t.title}</span>
          {t.inUse && <Tag color="blue">In use</Tag>}
        </Flex>
      ),
    },
    { title: 'Brand', dataIndex: 'brand', key: 'brand' },
    { title: 'Category', dataIndex: 'category', key: 'category' },
    { title: 'Gender', dataIndex: 'gender', key: 'gender' },
    { title: 'Weight (g)', dataIndex: 'weight', key: 'weight' },
    {
      title: 'Option 1',
      key: 'option1',
      render: (_, t) => <OptionCell name={t.option1} values={t.option1Values} />,
    },
    {
      title: 'Option 2',
      key: 'option2',
      render: (_, t) => <OptionCell name={t.option2} values={t.option2Values} />,
    },
    {
      title: 'Option 3',
      key: 'option3',
      render: (_, t) => <OptionCell name={t.option3} values={t.option3Values} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, t) => (
        <Flex gap={8}>
          <Button
            size="small"
            onClick={() => setDialog({ mode: 'edit', template: t })}
            aria-label={`Edit ${t.title}`}
            data-testid={`edit-template-${t.id}`}
          >
            Edit
          </Button>
          {canDelete && (
            <Popconfirm
              title={`Delete "${t.title}"?`}
              description={messages.actionCannotBeUndone}
              okText="Delete"
              okButtonProps={{
                danger: true,
                loading: remove.isPending,
                'data-testid': 'confirm-delete-template',
              }}
              onConfirm={() => remove.mutateAsync(t.id).catch(() => undefined)}
            >
              <Button
                size="small"
                danger
                aria-label={`Delete ${t.title}`}
                data-testid={`delete-template-${t.id}`}
              >
                Delete
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Product Templates"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ mode: 'add' })}
            data-testid="add-template"
          >
            Add product template
          </Button>
        }
      />
      {templates.isError && (
        <LoadError what="product templates" error={templates.error} onRetry={() => templates.refetch()} />
      )}
      <Table<ProductTemplate>
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={templates.isFetching}
        pagination={tablePagination}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="No product templates yet" /> }}
        data-testid="templates-table"
      />
      <TemplateDialog
        key={dialog.mode === 'edit' ? dialog.template.id : dialog.mode}
        open={dialog.mode !== 'closed'}
        template={dialog.mode === 'edit' ? dialog.template : null}
        saving={create.isPending || update.isPending}
        onCancel={close}
        onSave={(values) =>
          dialog.mode === 'edit' ? update.mutate({ id: dialog.template.id, values }) : create.mutate(values)
        }
      />
    </>
  );
}
