import { API_KEY_SCOPES, type ApiKeyCreate, apiKeyCreateSchema, scopeWords } from '@backroom/domain/api-keys';
import { CheckboxGroupField } from '@web/shared/forms/CheckboxGroupField';
import { formRule } from '@web/shared/forms/rules';
import { FormModal } from '@web/shared/layout/FormModal';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { type CreatedApiKey, useCreateApiKey } from './api/api-keys';

const SAMPLE: ApiKeyCreate = { name: 'Key', scopes: ['inventory:read'] };
const rule = (field: keyof ApiKeyCreate) => formRule(apiKeyCreateSchema, field, SAMPLE);

/** Name and scopes of a new key; the key itself is shown by the caller once the server made it. */
export function CreateApiKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const [form] = Form.useForm<ApiKeyCreate>();
  const create = useCreateApiKey(onCreated);
  return (
    <FormModal<ApiKeyCreate>
      open={open}
      title="Create API key"
      form={form}
      name="api-key"
      submitText="Create key"
      loading={create.isPending}
      initialValues={{ name: '', scopes: [] }}
      onCancel={onClose}
      onFinish={(values) => create.mutate(values)}
      width={560}
    >
      <Form.Item
        label="Name"
        name="name"
        required
        extra="What the key is for, e.g. “Accounting sync”."
        rules={[rule('name')]}
      >
        <Input autoComplete="off" data-testid="api-key-name" />
      </Form.Item>
      <Form.Item label="Scopes" name="scopes" required rules={[rule('scopes')]}>
        <CheckboxGroupField style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          {API_KEY_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} data-testid={`api-key-scope-${scope}`}>
              {scopeWords(scope)} <code style={{ opacity: 0.7 }}>{scope}</code>
            </Checkbox>
          ))}
        </CheckboxGroupField>
      </Form.Item>
    </FormModal>
  );
}
