import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointForm,
  webhookEndpointCreateSchema,
} from '@backroom/domain/webhooks';
import { CheckboxGroupField } from '@web/shared/forms/CheckboxGroupField';
import { formRule } from '@web/shared/forms/rules';
import { LoadError } from '@web/shared/layout/LoadError';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Collapse from 'antd/es/collapse';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRevealSecret,
  useSendTestEvent,
  useToggleWebhook,
  useWebhookEndpoints,
  type WebhookEndpoint,
} from './api/webhooks';
import { RollSecretButton } from './RollSecretButton';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';

const rule = (field: keyof WebhookEndpointForm) => formRule(webhookEndpointCreateSchema, field);
const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  label: `${type} (${WEBHOOK_EVENT_LABELS[type].toLowerCase()})`,
}));

/** A secret to show once: a new endpoint's, a revealed one, or a rolled one (with until when the old one signs). */
interface ShownSecret {
  secret: string;
  oldSecretUntil?: string | null;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function SecretModal({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  return (
    <Modal
      open={shown !== null}
      title="Signing secret"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="Done"
    >
      <Typography.Paragraph>
        Your receiver checks each delivery's <Typography.Text code>Backroom-Signature</Typography.Text> header
        with this secret. Keep it private.
      </Typography.Paragraph>
      <Typography.Paragraph code copyable data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
        {shown?.secret}
      </Typography.Paragraph>
      {shown?.oldSecretUntil && (
        <Alert
          type="info"
          showIcon
          message={`The old secret also signs every delivery until ${when(shown.oldSecretUntil)}.`}
        />
      )}
    </Modal>
  );
}

function AddEndpointForm({ onCreated }: { onCreated: (shown: ShownSecret) => void }) {
  const [form] = Form.useForm<WebhookEndpointForm>();
  const create = useCreateWebhook();
  return (
    <Form<WebhookEndpointForm>
      form={form}
      layout="vertical"
      name="webhook"
      initialValues={{ url: '', description: '', events: [] }}
      onFinish={(values) =>
        create.mutate(values, {
          onSuccess: (made) => {
            form.resetFields();
            onCreated({ secret: made.secret });
          },
        })
      }
      data-testid="webhook-form"
    >
      <Form.Item name="url" label="Endpoint URL" rules={[rule('url')]} extra="Must start with https://.">
        <Input placeholder="https://example.com/backroom-webhooks" data-testid="webhook-url" />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[rule('description')]}>
        <Input placeholder="Accounting sync" data-testid="webhook-description" />
      </Form.Item>
      <Form.Item name="events" label="Events" rules={[rule('events')]}>
        <CheckboxGroupField
          options={EVENT_OPTIONS}
          style={{ display: 'grid', gap: 4 }}
          data-testid="webhook-events"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<PlusOutlined />}
        loading={create.isPending}
        data-testid="webhook-add"
      >
        Add endpoint
      </Button>
    </Form>
  );
}

function EndpointActions({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (shown: ShownSecret) => void;
}) {
  const test = useSendTestEvent();
  const reveal = useRevealSecret();
  const toggle = useToggleWebhook();
  const remove = useDeleteWebhook();
  return (
    <Flex gap={8} wrap align="center">
      <Switch
        checked={endpoint.enabled}
        loading={toggle.isPending}
        onChange={(enabled) => toggle.mutate({ id: endpoint.id, enabled })}
        checkedChildren="On"
        unCheckedChildren="Off"
        aria-label="Endpoint on"
      />
      <Button
        icon={<SendOutlined />}
        disabled={!endpoint.enabled}
        loading={test.isPending}
        onClick={() => test.mutate(endpoint.id)}
        data-testid={`webhook-test-${endpoint.id}`}
      >
        Send test event
      </Button>
      <Button
        icon={<EyeOutlined />}
        loading={reveal.isPending}
        onClick={() => reveal.mutate(endpoint.id, { onSuccess: (r) => onSecret({ secret: r.secret }) })}
      >
        Reveal secret
      </Button>
      <RollSecretButton
        endpointId={endpoint.id}
        onRolled={(rolled) =>
          onSecret({ secret: rolled.secret, oldSecretUntil: rolled.previousSecretExpiresAt })
        }
      />
      <Popconfirm
        title="Remove this endpoint?"
        description="It stops receiving events and its delivery log is deleted."
        okText="Remove"
        okButtonProps={{ danger: true, 'data-testid': 'confirm-webhook-remove' }}
        onConfirm={() => remove.mutate(endpoint.id)}
      >
        <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
          Remove
        </Button>
      </Popconfirm>
    </Flex>
  );
}

function EndpointItem({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (shown: ShownSecret) => void;
}) {
  return (
    <Card size="small" data-testid={`webhook-endpoint-${endpoint.id}`}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center">
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Typography.Text>
          {endpoint.enabled ? <Tag color="green">On</Tag> : <Tag color="red">Off</Tag>}
          {endpoint.description && <Typography.Text type="secondary">{endpoint.description}</Typography.Text>}
        </Flex>
        {!endpoint.enabled && endpoint.disabledReason && (
          <Alert type="warning" showIcon message={`Turned off: ${endpoint.disabledReason}`} />
        )}
        {endpoint.previousSecretExpiresAt && (
          <Typography.Text type="secondary" data-testid={`webhook-old-secret-${endpoint.id}`}>
            The old signing secret also signs deliveries until {when(endpoint.previousSecretExpiresAt)}.
          </Typography.Text>
        )}
        <Flex gap={4} wrap>
          {endpoint.events.map((e) => (
            <Tag key={e}>{e}</Tag>
          ))}
        </Flex>
        <EndpointActions endpoint={endpoint} onSecret={onSecret} />
        <Collapse
          size="small"
          items={[
            {
              key: 'log',
              label: 'Delivery log',
              children: <WebhookDeliveryLog endpointId={endpoint.id} />,
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

/** Settings → Webhooks (issue #17 part 2): the owner's endpoints, their secrets and delivery logs. */
export function WebhooksCard() {
  const endpoints = useWebhookEndpoints();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  return (
    <Card
      id="webhooks"
      title="Webhooks"
      style={{ marginBottom: 16, scrollMarginTop: 16 }}
      data-testid="settings-webhooks"
    >
      <Typography.Paragraph type="secondary">
        Send events (new items, price and status changes, sales, orders, payouts, new consigners) to your own
        tools as they happen. Each delivery is signed; failed ones are retried for a day.
      </Typography.Paragraph>
      {endpoints.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : endpoints.isError ? (
        <LoadError what="the webhook endpoints" error={endpoints.error} onRetry={() => endpoints.refetch()} />
      ) : (
        <Flex vertical gap={16}>
          {endpoints.data.endpoints.length === 0 && (
            <Typography.Text type="secondary">No endpoints yet: add the first one below.</Typography.Text>
          )}
          {endpoints.data.endpoints.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} onSecret={setShown} />
          ))}
          <AddEndpointForm onCreated={setShown} />
        </Flex>
      )}
      <SecretModal shown={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
