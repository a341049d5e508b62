import { archivePassphrase, type StoreMoveExportInput } from '@backroom/domain/schemas/store-export';
import { requiredSchemaRules, sameAsRule } from '@web/shared/forms/rules';
import { FormModal } from '@web/shared/layout/FormModal';
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';

/** The request's choice and passphrase, its confirmation and the backup acknowledgement (form-only). */
export interface MoveArchiveValues {
  secrets: StoreMoveExportInput['secrets'];
  passphrase?: string;
  confirmPassphrase?: string;
  keepLikeBackup: boolean;
}

interface MoveArchiveModalProps {
  open: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (input: StoreMoveExportInput) => void;
}

/** Confirms the move archive: how the sign-in secrets travel, the passphrase, and that the file is a backup. */
export function MoveArchiveModal({ open, loading, onCancel, onConfirm }: MoveArchiveModalProps) {
  const [form] = Form.useForm<MoveArchiveValues>();
  const secrets = Form.useWatch('secrets', form) ?? 'encrypted';
  return (
    <FormModal<MoveArchiveValues>
      open={open}
      title="Move this store (backup archive)"
      form={form}
      name="move-archive"
      submitText="Make the archive"
      loading={loading}
      initialValues={{ secrets: 'encrypted', keepLikeBackup: false }}
      onCancel={onCancel}
      onFinish={(values) =>
        onConfirm(
          values.secrets === 'encrypted'
            ? { secrets: 'encrypted', passphrase: values.passphrase ?? '' }
            : { secrets: 'omitted' },
        )
      }
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="Keep this file like a backup"
        description="It holds every item, consigner (with bank details), order, payout and image of the store. Store it where only you can open it, and delete it once the store has moved."
      />
      <Form.Item label="Sign-in secrets (passwords, API keys, connections)" name="secrets">
        <Radio.Group data-testid="move-archive-secrets">
          <Space direction="vertical">
            <Radio value="encrypted" data-testid="secrets-encrypted">
              Carry them, encrypted with a passphrase I choose
            </Radio>
            <Radio value="omitted" data-testid="secrets-omitted">
              Leave them out: everyone sets a new password after the move
            </Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      {secrets === 'encrypted' && (
        <>
          <Form.Item
            label="Passphrase"
            name="passphrase"
            extra="At least 12 characters. You will need it to import the archive; it cannot be recovered."
            rules={requiredSchemaRules(archivePassphrase, 'Type a passphrase.')}
          >
            <Input.Password autoComplete="new-password" data-testid="move-archive-passphrase" />
          </Form.Item>
          <Form.Item
            label="Passphrase again"
            name="confirmPassphrase"
            dependencies={['passphrase']}
            rules={[
              { required: true, message: 'Type the passphrase again.' },
              sameAsRule('passphrase', 'The two passphrases differ.'),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="move-archive-passphrase-again" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="keepLikeBackup"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (!value) throw new Error('Confirm that you will keep the archive like a backup.');
            },
          },
        ]}
      >
        <Checkbox data-testid="move-archive-keep">I will keep the archive like a backup</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
