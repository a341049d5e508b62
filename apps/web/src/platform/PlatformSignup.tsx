import type { StoreBranding } from '@backroom/domain/contract/stores';
import { createStoreBody, HANDLE_RULES, handleFromName } from '@backroom/domain/schemas/store';
import { messages } from '@web/shared/messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { z } from 'zod';
import { useCreateStore } from './api/create-store';

type SignupValues = Partial<z.input<typeof createStoreBody>>;

/** shop, accessToken and platform come from the page's query string (a storefront's install link). */
function storefrontParams() {
  const query = new URLSearchParams(window.location.search);
  return { shop: query.get('shop'), accessToken: query.get('accessToken'), platform: query.get('platform') };
}

/** Signup tab: company name, e-mail and handle create a store (spec 1 §2.1, §5). */
export function PlatformSignup() {
  const [invalid, setInvalid] = useState<string | null>(null);
  const [form] = Form.useForm<SignupValues>();
  // The handle follows the company name until the owner types one of their own (issue 33).
  const [handleTyped, setHandleTyped] = useState(false);
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

  if (create.isSuccess) return <StoreCreated store={create.data.store} email={create.variables.email} />;
  return (
    <Form<SignupValues>
      form={form}
      name="platformSignup"
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      onValuesChange={(changed: SignupValues) => {
        if ('handle' in changed) setHandleTyped(Boolean(changed.handle));
        if ('name' in changed && !handleTyped)
          form.setFieldValue('handle', handleFromName(changed.name ?? ''));
      }}
    >
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

/**
 * One next step (issue 33): the mailed link sets the owner's password and opens the back office signed in; no
 * link to a sign-in the owner cannot use yet.
 */
function StoreCreated({ store, email }: { store: StoreBranding; email: string }) {
  return (
    <Result
      status="success"
      title={messages.platformSignupSuccess}
      subTitle={
        <>
          We sent a link to <Typography.Text strong>{email}</Typography.Text>. Open it to set your password:
          it signs you in to the back office of {store.name}.
        </>
      }
      data-testid="platform-signup-success"
    />
  );
}
