import PlusOutlined from '@ant-design/icons/PlusOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import { pleaseInput } from '@backroom/domain/messages';
import { currencySymbol, formatAmount } from '@backroom/domain/money-format';
import { consignerTypeUpdateSchema } from '@backroom/domain/schemas/consigner-type';
import { formRule } from '@web/shared/forms/rules';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { useStore } from '@web/shared/store/store-context';
import { useConsignerTypes } from '@web/staff/common/api/get-consigner-types';
import type { ConsignerType } from '@web/staff/common/api/types';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { type ReactNode, useState } from 'react';
import {
  type ConsignerTypeInput,
  useCreateConsignerType,
  useUpdateConsignerType,
} from './api/save-consigner-type';
import { ConsignerTypeDialog } from './ConsignerTypeDialog';

type Field = keyof ConsignerTypeInput & keyof ConsignerType;

interface EditableColumn {
  field: Field;
  title: string;
  required?: boolean;
  kind: 'text' | 'percent' | 'money';
}

const editable: EditableColumn[] = [
  { field: 'accountType', title: 'Consigner type', required: true, kind: 'text' },
  { field: 'sellingFee', title: 'Selling fee', required: true, kind: 'percent' },
  { field: 'minFee', title: 'Min fee', required: true, kind: 'money' },
  { field: 'flatFee', title: 'Flat fee', kind: 'money' },
  { field: 'category', title: 'Category', kind: 'text' },
  { field: 'option1Value', title: 'Option 1 value', kind: 'text' },
  { field: 'option2Value', title: 'Option 2 value', kind: 'text' },
  { field: 'option3Value', title: 'Option 3 value', kind: 'text' },
];

/** /fees: the consigner types (fee rules), edited inline, one default, Add consigner type (spec 3 §2.12). */
export function FeesPage() {
  const store = useStore();
  const symbol = currencySymbol(store.currency);
  const types = useConsignerTypes();
  const [form] = Form.useForm<ConsignerTypeInput>();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const create = useCreateConsignerType({ onSuccess: () => setAdding(false) });
  const update = useUpdateConsignerType({ onSuccess: () => setEditingId(null) });
  const makeDefault = useUpdateConsignerType({ meta: { successMessage: 'Default consigner type changed' } });

  const startEdit = (type: ConsignerType) => {
    form.setFieldsValue({ ...type });
    setEditingId(type.id);
  };

  const display = (column: EditableColumn, type: ConsignerType): ReactNode => {
    const value = type[column.field];
    if (value === null || value === undefined || value === '')
      return <Typography.Text type="secondary">—</Typography.Text>;
    if (column.kind === 'percent') return `${value}%`;
    if (column.kind === 'money') return formatAmount(value as number, store.currency);
    return String(value);
  };

  const editor = (column: EditableColumn, type: ConsignerType): ReactNode => (
    <Form.Item
      name={column.field}
      style={{ margin: 0 }}
      validateFirst
      rules={[
        ...(column.required ? [{ required: true, message: pleaseInput(column.title) }] : []),
        formRule(consignerTypeUpdateSchema, column.field),
      ]}
    >
      {column.kind === 'text' ? (
        <Input aria-label={column.title} data-testid={`edit-${column.field}-${type.id}`} />
      ) : (
        <InputNumber
          max={column.kind === 'percent' ? 100 : undefined}
          suffix={column.kind === 'percent' ? '%' : undefined}
          prefix={column.kind === 'money' ? symbol : undefined}
          aria-label={column.title}
          style={{ width: 120 }}
          data-testid={`edit-${column.field}-${type.id}`}
        />
      )}
    </Form.Item>
  );

  const columns: ColumnsType<ConsignerType> = [
    ...editable.map((column): ColumnsType<ConsignerType>[number] => ({
      title: column.title,
      key: column.field,
      fixed: column.field === 'accountType' ? 'left' : undefined,
      render: (_, type) => (type.id === editingId ? editor(column, type) : display(column, type)),
    })),
    {
      title: 'Default',
      key: 'isDefault',
      render: (_, type) =>
        type.isDefault ? (
          <Tag color="gold" icon={<StarFilled />} data-testid={`default-type-${type.id}`}>
            Default
          </Tag>
        ) : (
          <Button
            size="small"
            onClick={() => makeDefault.mutate({ id: type.id, values: { isDefault: true } })}
            loading={makeDefault.isPending && makeDefault.variables?.id === type.id}
            data-testid={`make-default-${type.id}`}
          >
            Make default
          </Button>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, type) =>
        type.id === editingId ? (
          <Flex gap={8}>
            <Button
              size="small"
              type="primary"
              htmlType="submit"
              loading={update.isPending}
              data-testid={`save-type-${type.id}`}
            >
              Save
            </Button>
            <Button size="small" onClick={() => setEditingId(null)} data-testid={`cancel-type-${type.id}`}>
              Cancel
            </Button>
          </Flex>
        ) : (
          <Button
            size="small"
            onClick={() => startEdit(type)}
            disabled={editingId !== null}
            aria-label={`Edit ${type.accountType}`}
            data-testid={`edit-type-${type.id}`}
          >
            Edit
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Fees"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="add-consigner-type"
          >
            Add consigner type
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        Each consigner type sets the selling fee (a percentage, at least the minimum fee) and a flat fee. A
        type with a category or option values applies only to matching items; the default type applies to new
        consigners.
      </Typography.Paragraph>
      {types.isError && (
        <LoadError what="consigner types" error={types.error} onRetry={() => types.refetch()} />
      )}
      <Form<ConsignerTypeInput>
        form={form}
        name="consignerTypeRow"
        component="form"
        onFinish={(values) => editingId !== null && update.mutate({ id: editingId, values })}
      >
        <Table<ConsignerType>
          rowKey="id"
          columns={columns}
          dataSource={types.data ?? []}
          loading={types.isPending}
          pagination={tablePagination}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="No consigner types yet" /> }}
          data-testid="consigner-types-table"
        />
      </Form>
      <ConsignerTypeDialog
        open={adding}
        saving={create.isPending}
        currencySymbol={symbol}
        onCancel={() => setAdding(false)}
        onSave={(values) => create.mutate(values)}
      />
    </>
  );
}
