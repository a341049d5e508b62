import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ApiKey } from '@backroom/domain/contract/api-keys';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { type CreatedApiKey, useApiKeys, useRevokeApiKey } from './api/api-keys';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { NewKeyModal } from './NewKeyModal';

const when = (iso: string | null, never: string) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : never;

/** Settings → API keys: keys for the store's own tools on the open REST API (the owner only). */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const columns: ColumnsType<ApiKey> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, key) => (
        <Flex vertical>
          <span>{key.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <code>{key.preview}</code>
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Scopes',
      key: 'scopes',
      render: (_, key) => (
        <Flex wrap gap={4}>
          {key.scopes.map((scope) => (
            <Tag key={scope}>{scope}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Created',
      key: 'created',
      render: (_, key) => (
        <Flex vertical>
          <span>{when(key.createdAt, '')}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            by {key.createdBy}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Last used', key: 'lastUsed', render: (_, key) => when(key.lastUsedAt, 'Never') },
    {
      title: 'Status',
      key: 'status',
      render: (_, key) =>
        key.revokedAt ? (
          <Flex vertical align="start">
            <Tag color="red">Revoked</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {when(key.revokedAt, '')}
            </Typography.Text>
          </Flex>
        ) : (
          <Popconfirm
            title={`Revoke ${key.name}?`}
            description="Tools using this key stop working at once. This cannot be undone."
            okText="Revoke"
            okButtonProps={{
              danger: true,
              loading: revoke.isPending,
              'data-testid': 'confirm-revoke-api-key',
            }}
            onConfirm={() => revoke.mutateAsync(key.id).catch(() => undefined)}
          >
            <Button size="small" danger data-testid={`revoke-api-key-${key.id}`}>
              Revoke
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="API keys"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="create-api-key"
          >
            Create key
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        Keys let your own tools (accounting, a bot, your website) use the Backroom API for this store. Each
        key can do only what its scopes allow; see the <a href="/api/docs">API reference</a>.
      </Typography.Paragraph>
      <Card>
        {keys.isError && <LoadError what="API keys" error={keys.error} onRetry={() => keys.refetch()} />}
        <Table<ApiKey>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={keys.data ?? []}
          loading={keys.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty description="No API keys yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />,
          }}
          data-testid="api-keys-table"
        />
      </Card>
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(made) => {
          setCreating(false);
          setCreated(made);
        }}
      />
      <NewKeyModal created={created} onDone={() => setCreated(null)} />
    </>
  );
}
