import KeyOutlined from '@ant-design/icons/KeyOutlined';
import { WEBHOOK_SECRET_OVERLAP_CHOICES } from '@backroom/domain/webhooks';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { type RolledSecret, useRollSecret } from './api/webhooks';

const DEFAULT_HOURS = 24;

/** "Roll secret": a new signing secret, with the old one signing beside it for a while the owner chooses. */
export function RollSecretButton({
  endpointId,
  onRolled,
}: {
  endpointId: number;
  onRolled: (rolled: RolledSecret) => void;
}) {
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState<number>(DEFAULT_HOURS);
  const roll = useRollSecret();
  const close = () => {
    setOpen(false);
    setHours(DEFAULT_HOURS);
  };
  return (
    <>
      <Button icon={<KeyOutlined />} onClick={() => setOpen(true)} data-testid={`webhook-roll-${endpointId}`}>
        Roll secret
      </Button>
      <Modal
        open={open}
        title="Roll the signing secret?"
        okText="Roll secret"
        okButtonProps={{ loading: roll.isPending, 'data-testid': 'confirm-webhook-roll' }}
        onCancel={close}
        onOk={() =>
          roll.mutate(
            { id: endpointId, keepOldSecretForHours: hours },
            {
              onSuccess: (rolled) => {
                close();
                onRolled(rolled);
              },
            },
          )
        }
      >
        <Typography.Paragraph>
          A new secret signs every delivery from now on. Keep the old one signing too until your receiver
          checks the new one: each delivery then carries both signatures, and either one verifies.
        </Typography.Paragraph>
        <Typography.Paragraph strong style={{ marginBottom: 8 }}>
          The old secret keeps signing for
        </Typography.Paragraph>
        <Radio.Group
          value={hours}
          onChange={(event) => setHours(event.target.value as number)}
          options={WEBHOOK_SECRET_OVERLAP_CHOICES.map((choice) => ({
            value: choice.hours,
            label: choice.label,
          }))}
          data-testid="webhook-roll-overlap"
        />
      </Modal>
    </>
  );
}
