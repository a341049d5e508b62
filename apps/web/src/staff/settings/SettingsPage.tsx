import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { currencySymbol } from '@backroom/domain/money-format';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { messages } from '@web/shared/messages';
import { useCurrentStore } from '@web/staff/common/api/get-current-store';
import type { StoreSettings } from '@web/staff/common/api/store-settings';
import Anchor from 'antd/es/anchor';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { useMemo } from 'react';
import { LinnworksCard } from '../linnworks/LinnworksCard';
import { WebhooksCard } from '../webhooks/WebhooksCard';
import { useUpdateStore } from './api/update-store';
import { ExportCard } from './ExportCard';
import { LocationsCard } from './LocationsCard';
import { ResyncCard } from './ResyncCard';
import { ConsignerSection } from './sections/ConsignerSection';
import { EmailSection } from './sections/EmailSection';
import { InventorySection } from './sections/InventorySection';
import { LabelSection } from './sections/LabelSection';
import { StoreSection } from './sections/StoreSection';
import { type SettingsValues, settingsRequest, toSettingsValues } from './settings-values';

const sections = [
  { key: 'store', href: '#store', title: 'Store' },
  { key: 'inventory', href: '#inventory', title: 'Inventory' },
  { key: 'label', href: '#label', title: 'Label' },
  { key: 'consigner', href: '#consigner', title: 'Consigner' },
  { key: 'email', href: '#email', title: 'Custom Email' },
  { key: 'locations', href: '#locations', title: 'Locations' },
  { key: 'resync', href: '#resync', title: 'Resync All Inventory' },
  { key: 'linnworks', href: '#linnworks', title: 'Linnworks' },
];
const ownerSections = [
  { key: 'webhooks', href: '#webhooks', title: 'Webhooks' },
  { key: 'export', href: '#export', title: 'Export' },
];

/** /settings: the store settings form (spec 3 §2.11); Logout is the header's one button (issue 33). */
export function SettingsPage() {
  const store = useCurrentStore();
  return (
    <>
      <PageHeader title="Settings" />
      {store.isPending ? (
        <Card role="status" aria-label="Loading settings">
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : store.isError ? (
        <Result
          status="error"
          title="The store settings could not be loaded."
          subTitle={store.error.message}
          extra={<Button onClick={() => store.refetch()}>{messages.retry}</Button>}
        />
      ) : (
        <SettingsForm store={store.data} />
      )}
    </>
  );
}

function SettingsForm({ store }: { store: StoreSettings }) {
  const isMobile = useIsMobile();
  const isOwner = useSignedInUser().role === 'Admin';
  const [form] = Form.useForm<SettingsValues>();
  const initialValues = useMemo(() => toSettingsValues(store), [store]);
  const update = useUpdateStore();
  const currency: string = Form.useWatch('currency', form) ?? store.currency;
  let symbol = currency;
  try {
    symbol = currencySymbol(currency);
  } catch {
    // An unknown code while typing: show the code itself.
  }

  return (
    <Row gutter={24}>
      <Col xs={24} lg={19}>
        <Form<SettingsValues>
          form={form}
          name="storeSettings"
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => update.mutate({ id: store.id, values: settingsRequest(values) })}
          scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
          data-testid="settings-form"
        >
          <StoreSection store={store} />
          <InventorySection symbol={symbol} />
          <LabelSection />
          <ConsignerSection />
          <EmailSection />
          <div
            style={{
              position: 'sticky',
              bottom: 0,
              zIndex: 10,
              background: '#fff',
              padding: '12px 16px',
              marginBottom: 16,
              borderTop: '1px solid #f0f0f0',
              boxShadow: '0 -4px 12px rgba(0,0,0,0.04)',
            }}
          >
            <Flex justify="end" gap={8}>
              <Button
                onClick={() => form.resetFields()}
                disabled={update.isPending}
                data-testid="settings-reset"
              >
                Undo changes
              </Button>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SaveOutlined />}
                loading={update.isPending}
                data-testid="settings-save"
              >
                Save settings
              </Button>
            </Flex>
          </div>
        </Form>
        <LocationsCard />
        <ResyncCard />
        <LinnworksCard />
        {isOwner && <WebhooksCard />}
        {isOwner && <ExportCard />}
      </Col>
      {!isMobile && (
        <Col lg={5} xs={0}>
          <Anchor
            offsetTop={16}
            items={isOwner ? [...sections, ...ownerSections] : sections}
            aria-label="Settings sections"
          />
        </Col>
      )}
    </Row>
  );
}
