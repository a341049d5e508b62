import { PAYOUT_ACTION_LABELS } from '@backroom/domain/payouts';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { usePayoutAction } from './api/payout-actions';
import type { Payout } from './api/types';

const RETRYING = 'Retrying auto payout...';

/** The payout detail's primary action by status (spec 3 §4): Retry Auto Payout, Pay, or Mark as Paid. */
export function PayoutActionButton({ payout }: { payout: Payout }) {
  const kind = payout.primaryAction;
  const action = usePayoutAction(kind === 'none' ? 'markPaid' : kind);
  if (kind === 'none' || payout.autoPayoutInProgress) return null;
  const run = () => {
    if (kind === 'retryAutoPayout') toast.info(RETRYING);
    action.mutate(payout.id, { onSuccess: (answer) => toast.success(answer.message) });
  };
  const label = PAYOUT_ACTION_LABELS[kind];
  const button = (
    <Button
      type="primary"
      loading={action.isPending}
      onClick={kind === 'retryAutoPayout' ? run : undefined}
      data-testid="payout-primary-action"
    >
      {label}
    </Button>
  );
  return (
    <>
      {kind === 'retryAutoPayout' ? (
        button
      ) : (
        <Popconfirm
          title={kind === 'pay' ? 'Pay this consigner now?' : 'Mark this payout as paid?'}
          description="The consigners are e-mailed and their items become Paid."
          okText={label}
          onConfirm={run}
          okButtonProps={{ 'data-testid': 'confirm-payout-action' } as never}
        >
          {button}
        </Popconfirm>
      )}
      {action.isError && kind === 'retryAutoPayout' && <Tag color="red">Retry failed</Tag>}
    </>
  );
}
