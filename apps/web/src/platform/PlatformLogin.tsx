import { normalizeHandle } from '@backroom/domain/schemas/store';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/shared/api/client';
import { storeBrandingQueryOptions } from '@web/shared/api/get-store-branding';
import { messages } from '@web/shared/messages';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { storeUrl } from './store-links';

/** Login tab: the store's handle opens that store's back-office login (spec 1 §2.1, §5). */
export function PlatformLogin() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function open({ handle }: { handle?: string }) {
    const key = normalizeHandle(handle ?? '');
    if (!key) {
      setError(messages.platformHandleEmpty);
      return;
    }
    setError(null);
    setChecking(true);
    try {
      const store = await queryClient.fetchQuery({
        ...storeBrandingQueryOptions(key),
        meta: { silent: true },
        retry: false,
      });
      window.location.assign(storeUrl(store.inStoreUrl, '/login'));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 404
          ? messages.platformHandleUnknown
          : String((failure as Error).message),
      );
      setChecking(false);
    }
  }

  return (
    <Form<{ handle?: string }> name="platformLogin" layout="vertical" onFinish={open} requiredMark={false}>
      <Form.Item
        label="Store handle"
        name="handle"
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
      >
        <Input
          autoComplete="off"
          autoCapitalize="none"
          placeholder="my-store"
          onChange={() => setError(null)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={checking} data-testid="platform-login">
        Go to my store
      </Button>
    </Form>
  );
}
