import type { StoreBranding } from '@backroom/domain/contract/stores';
import { createStoreBody, HANDLE_RULES } from '@backroom/domain/schemas/store';
import { messages } from '@web/shared/messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useCreateStore } from './api/create-store';
import { storeUrl } from './store-links';

interface SignupValues {
  name?: string;
  email?: string;
  handle?: string;
}

/** shop, accessToken and platform come from the page's query string (a storefront's install link). */
function storefrontParams() {
  const query = new URLSearchParams(window.location.search);
  return { shop: query.get('shop'), accessToken: query.get('accessToken'), platform: query.get('platform') };
}

/** Signup tab: company name, e-mail and handle create a store (spec 1 §2.1, §5). */
export function PlatformSignup() {
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useCreateStore();

  function submit(values: SignupValues) {
    const parsed = createStoreBody.safeParse({
      name: values.name ?? '',
      email: values.email ?? '',
      handle: values.handle ?? '',
      ...storefrontParams(),
    });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? messages.platformSignupInvalid);
      return;
    }
    setInvalid(null);
    create.mutate(parsed.data);
  }

  if (create.isSuccess) return <StoreCreated store={create.data.store} />;
  return (
    <Form<SignupValues> name="platformSignup" layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label="Company name" name="name">
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item label="Email" name="email">
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Handle" name="handle" extra={HANDLE_RULES}>
        <Input autoComplete="off" autoCapitalize="none" placeholder="my-store" />
      </Form.Item>
      {invalid && (
        <Alert
          type="error"
          showIcon
          title={invalid}
          role="alert"
          style={{ marginBottom: 16 }}
          data-testid="platform-signup-error"
        />
      )}
      <Button type="primary" htmlType="submit" block loading={create.isPending} data-testid="platform-signup">
        Create my store
      </Button>
    </Form>
  );
}

function StoreCreated({ store }: { store: StoreBranding }) {
  return (
    <Result
      status="success"
      title={messages.platformSignupSuccess}
      subTitle={`${store.name} is ready at the addresses below.`}
      data-testid="platform-signup-success"
      extra={
        <Typography.Paragraph style={{ textAlign: 'left' }}>
          Back office:{' '}
          <Typography.Link href={storeUrl(store.inStoreUrl, '/login')} data-testid="store-staff-link">
            {storeUrl(store.inStoreUrl)}
          </Typography.Link>
          <br />
          Seller portal:{' '}
          <Typography.Link href={storeUrl(store.consignerUrl)} data-testid="store-seller-link">
            {storeUrl(store.consignerUrl)}
          </Typography.Link>
        </Typography.Paragraph>
      }
    />
  );
}
