import type { ImportKind } from '@backroom/domain/schemas/imports';
import { ignoredColumns, importFieldsOf } from '@backroom/domain/schemas/imports';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { type ImportFileAnswer, useDeleteMapping, useSavedMappings, useSaveMapping } from './api/imports';

interface MappingCardProps {
  kind: ImportKind;
  file: ImportFileAnswer;
  mapping: Record<string, string>;
  onChange: (mapping: Record<string, string>) => void;
}

/** Which column feeds which field, with the file's first rows, and the store's saved mappings. */
export function MappingCard({ kind, file, mapping, onChange }: MappingCardProps) {
  const saved = useSavedMappings(kind);
  const save = useSaveMapping(kind);
  const remove = useDeleteMapping(kind);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const columns = file.columns.map((c) => ({ value: c, label: c }));

  const apply = (id: number) => {
    const m = saved.data?.find((s) => s.id === id);
    if (!m) return;
    setChosen(id);
    // Fields whose column the file does not have stay unmapped.
    onChange(Object.fromEntries(Object.entries(m.mapping).filter(([, col]) => file.columns.includes(col))));
  };

  return (
    <Card
      size="small"
      title="2. Match the columns"
      style={{ marginBottom: 16 }}
      extra={file.detectedSource && <Tag color="blue">Looks like a {file.detectedSource} export</Tag>}
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="Saved mappings"
          placeholder={saved.data?.length ? 'Use a saved mapping' : 'No saved mappings yet'}
          style={{ minWidth: 220 }}
          loading={saved.isPending}
          value={chosen ?? undefined}
          onChange={apply}
          options={(saved.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
        />
        {chosen !== null && (
          <Popconfirm
            title="Delete this saved mapping?"
            okText="Delete"
            onConfirm={() => remove.mutate(chosen, { onSuccess: () => setChosen(null) })}
          >
            <Button danger>Delete</Button>
          </Popconfirm>
        )}
        <Input
          aria-label="Mapping name"
          placeholder="Name this mapping"
          style={{ maxWidth: 220 }}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
        <Button
          disabled={!name.trim()}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { name: name.trim(), mapping },
              {
                onSuccess: () => toast.success(`Mapping ${name.trim()} saved`),
                onError: (err) => toast.error(err.message),
              },
            )
          }
        >
          Save mapping
        </Button>
      </Flex>
      <Flex vertical gap={6} data-testid="mapping-fields">
        {importFieldsOf(kind).map((field) => (
          <Flex key={field.key} gap={8} align="center" wrap>
            <Typography.Text style={{ width: 200 }}>
              {field.label}
              {field.required && <Typography.Text type="danger"> *</Typography.Text>}
            </Typography.Text>
            <Select
              aria-label={`Column for ${field.label}`}
              allowClear
              placeholder="Not imported"
              style={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}
              value={mapping[field.key]}
              onChange={(col?: string) => {
                const next = { ...mapping };
                if (col) next[field.key] = col;
                else delete next[field.key];
                onChange(next);
              }}
              options={columns}
            />
          </Flex>
        ))}
      </Flex>
      <IgnoredColumns columns={ignoredColumns(file.columns, mapping)} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        First rows of {file.fileName}
      </Typography.Title>
      {/* An export of another system has dozens of columns: the rows scroll sideways, by keyboard too. */}
      <section
        aria-label={`First rows of ${file.fileName}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        style={{ overflowX: 'auto' }}
        data-testid="sample-rows"
      >
        <Table
          size="small"
          pagination={false}
          rowKey={(_, i) => String(i)}
          dataSource={file.sampleRows.map((r) => Object.fromEntries(r.map((v, i) => [String(i), v])))}
          columns={file.columns.map((c, i) => ({ title: c, dataIndex: String(i), key: c }))}
        />
      </section>
    </Card>
  );
}

/** The file's columns no field reads: named, so nobody wonders where a column went. */
function IgnoredColumns({ columns }: { columns: string[] }) {
  if (columns.length === 0) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="mapping-ignored-columns">
      Not imported: {columns.join(', ')}
    </Typography.Paragraph>
  );
}
