import ApiOutlined from '@ant-design/icons/ApiOutlined';
import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import {
  type LinnworksConnection,
  type LinnworksSettingsForm,
  linnworksSettingsSchema,
} from '@backroom/domain/schemas/linnworks';
import { formRule } from '@web/shared/forms/rules';
import { LoadError } from '@web/shared/layout/LoadError';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import {
  useDisconnectLinnworks,
  useLinnworksConnection,
  useSaveLinnworks,
  useTestLinnworks,
} from './api/linnworks';

const rule = (field: keyof LinnworksSettingsForm) => formRule(linnworksSettingsSchema, field);

function LastSync({ connection }: { connection: LinnworksConnection }) {
  const last = connection.lastSync;
  if (!last) return <Typography.Text type="secondary">No sync has run yet.</Typography.Text>;
  const at = new Date(last.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return last.status === 'failed' ? (
    <Typography.Text type="danger">
      Last sync {at} failed: {last.error}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary">
      Last sync {at}: {last.found} found, {last.created} new, {last.unmatched} unmatched.
    </Typography.Text>
  );
}

/** This server talks to the local test Linnworks (development): said plainly, with the test account's ids. */
function LocalTestNotice({ connection }: { connection: LinnworksConnection }) {
  const ids = connection.testCredentials!;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="linnworks-local-notice"
      title="This server uses the local test Linnworks, not your Linnworks account"
      description={
        <>
          It runs on this machine for trying the integration: its test account brings six made-up orders for
          the demo catalogue, and any other ids are refused. Test account: Application ID{' '}
          <Typography.Text code>{ids.applicationId}</Typography.Text>, secret{' '}
          <Typography.Text code>{ids.applicationSecret}</Typography.Text>, installation token{' '}
          <Typography.Text code>{ids.installationToken}</Typography.Text>.
        </>
      }
    />
  );
}

function ConnectionForm({ connection }: { connection: LinnworksConnection }) {
  const [form] = Form.useForm<LinnworksSettingsForm>();
  const save = useSaveLinnworks();
  const test = useTestLinnworks();
  const disconnect = useDisconnectLinnworks();
  const saved = connection.configured;
  const keep = saved ? 'Saved; leave blank to keep it' : undefined;
  return (
    <Form<LinnworksSettingsForm>
      form={form}
      layout="vertical"
      name="linnworks"
      initialValues={{
        applicationId: connection.applicationId ?? '',
        applicationSecret: '',
        installationToken: '',
      }}
      onFinish={(values) =>
        save.mutate(values, {
          onSuccess: () => form.setFieldsValue({ applicationSecret: '', installationToken: '' }),
        })
      }
      data-testid="linnworks-form"
    >
      <Form.Item
        name="applicationId"
        label="Application ID"
        rules={[rule('applicationId')]}
        extra="From your Linnworks developer app (Applications → your app)."
      >
        <Input autoComplete="off" data-testid="linnworks-application-id" />
      </Form.Item>
      <Form.Item
        name="applicationSecret"
        label="Application secret"
        rules={[
          ...(saved ? [] : [{ required: true, message: 'Application secret is required' }]),
          rule('applicationSecret'),
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={keep}
          data-testid="linnworks-application-secret"
        />
      </Form.Item>
      <Form.Item
        name="installationToken"
        label="Installation token"
        rules={[
          ...(saved ? [] : [{ required: true, message: 'Installation token is required' }]),
          rule('installationToken'),
        ]}
        extra="Linnworks shows it when the store installs the app."
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={keep}
          data-testid="linnworks-installation-token"
        />
      </Form.Item>
      <Flex gap={8} wrap>
        {connection.testCredentials && !saved && (
          <Button
            onClick={() => form.setFieldsValue({ ...connection.testCredentials })}
            data-testid="linnworks-fill-test"
          >
            Fill in the test account
          </Button>
        )}
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={save.isPending}
          data-testid="linnworks-save"
        >
          {saved ? 'Save' : 'Connect'}
        </Button>
        {saved && (
          <Button
            icon={<ApiOutlined />}
            loading={test.isPending}
            onClick={() => test.mutate()}
            data-testid="linnworks-test"
          >
            Test connection
          </Button>
        )}
        {saved && (
          <Popconfirm
            title="Disconnect Linnworks?"
            description="No more orders will come in from Linnworks. Orders already here stay."
            okText="Disconnect"
            okButtonProps={{ danger: true, 'data-testid': 'confirm-linnworks-disconnect' }}
            onConfirm={() => disconnect.mutate()}
          >
            <Button
              danger
              icon={<DisconnectOutlined />}
              loading={disconnect.isPending}
              data-testid="linnworks-disconnect"
            >
              Disconnect
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Form>
  );
}

/** Settings → Linnworks: the second order source (issue #15 part 3). */
export function LinnworksCard() {
  const connection = useLinnworksConnection();
  return (
    <Card
      id="linnworks"
      title={
        <Flex gap={8} align="center">
          Linnworks
          {connection.data?.provider === 'local' && <Tag color="blue">Local test Linnworks</Tag>}
          {connection.data?.configured && <Tag color="green">Connected</Tag>}
        </Flex>
      }
      style={{ marginBottom: 16, scrollMarginTop: 16 }}
      data-testid="settings-linnworks"
    >
      <Typography.Paragraph type="secondary">
        Sell through channels Linnworks manages? Connect it and the orders Linnworks processes come in here
        every few minutes and whenever the back office opens: each line sells the item with that item code, or
        an item for sale with that SKU and size.
      </Typography.Paragraph>
      {connection.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : connection.isError ? (
        <LoadError
          what="the Linnworks connection"
          error={connection.error}
          onRetry={() => connection.refetch()}
        />
      ) : (
        <Flex vertical gap={12}>
          {connection.data.testCredentials && <LocalTestNotice connection={connection.data} />}
          {connection.data.configured && <LastSync connection={connection.data} />}
          <ConnectionForm key={String(connection.data.configured)} connection={connection.data} />
        </Flex>
      )}
    </Card>
  );
}
