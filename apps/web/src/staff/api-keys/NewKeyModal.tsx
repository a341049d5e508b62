import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import type { CreatedApiKey } from './api/api-keys';

/** The one time the whole key is on screen: the server keeps only its hash. */
export function NewKeyModal({ created, onDone }: { created: CreatedApiKey | null; onDone: () => void }) {
  return (
    <Modal
      open={created !== null}
      title={created ? `API key “${created.key.name}” created` : ''}
      onCancel={onDone}
      closable={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onDone} data-testid="api-key-done">
          I have copied the key
        </Button>
      }
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="Copy this key now. It will not be shown again: Backroom stores only a fingerprint of it."
      />
      <Typography.Paragraph
        copyable={{ text: created?.secret ?? '' }}
        code
        style={{ wordBreak: 'break-all' }}
        data-testid="api-key-secret"
      >
        {created?.secret}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Send it as <code>Authorization: Bearer …</code> on the same <code>/api</code> calls the apps use; the
        API reference at <a href="/api/docs">/api/docs</a> lists the scope each call needs.
      </Typography.Paragraph>
    </Modal>
  );
}
