import { fromMinor, toMinor } from '@backroom/domain/money';
import { formatAmount } from '@backroom/domain/money-format';
import { UNSOLD_WITHDRAWABLE_STATUSES } from '@backroom/domain/statuses';
import { earlyWithdrawal } from '@backroom/domain/withdrawal';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { type InventoryItem, itemOptionNames } from '../api/inventory';
import { oneItem, useInventoryAction } from '../api/inventory-actions';
import { useInventorySettings } from '../common/use-inventory-settings';
import type { RowAction } from '../list/list-kinds';
import { RowActions } from '../list/RowActions';
import { useListActions } from '../list/use-list-actions';

/** What an item in each status offers on its own screen. */
const BY_STATUS: Partial<Record<InventoryItem['status'], RowAction[]>> = {
  Pending: ['accept', 'decline'],
  Requested: ['acceptRequest', 'declineRequest'],
  RequestPriceChange: ['acceptPrice', 'declinePrice'],
  RequestWithdrawal: ['acceptWithdrawal', 'declineWithdrawal'],
};

/** The item's pending decisions, Accept Transfer, and the staff's direct Withdraw with its early fee. */
export function ItemActions({ item }: { item: InventoryItem }) {
  const actions = useListActions({ optionNames: itemOptionNames(item), onDone: () => undefined });
  const row = BY_STATUS[item.status] ?? [];
  const canWithdraw =
    UNSOLD_WITHDRAWABLE_STATUSES.includes(item.status) && item.status !== 'RequestWithdrawal';
  if (row.length === 0 && !canWithdraw && item.status !== 'InTransit') return null;
  return (
    <Flex gap={8} wrap align="center" style={{ marginTop: 16 }} data-testid="item-actions">
      {actions.progress}
      <RowActions item={item} actions={row} onAction={actions.run} busy={actions.busy} />
      {item.status === 'InTransit' && (
        <Button
          type="primary"
          onClick={() => actions.run('acceptTransfer', [item])}
          data-testid="item-accept-transfer"
        >
          Accept Transfer
        </Button>
      )}
      {canWithdraw && <WithdrawButton item={item} />}
      {actions.dialogs}
    </Flex>
  );
}

/** Staff withdraw an unsold item directly; within the early days of acceptance a fee goes on the consigner's balance. */
function WithdrawButton({ item }: { item: InventoryItem }) {
  const store = useStore();
  const settings = useInventorySettings();
  const [open, setOpen] = useState(false);
  const withdraw = useInventoryAction({
    meta: { successMessage: 'Item withdrawn' },
    onSuccess: () => setOpen(false),
  });
  const early = earlyWithdrawal({
    status: item.status,
    acceptedOn: item.acceptedOn,
    now: new Date(),
    withdrawEarlyDays: settings.withdrawEarlyDays,
    withdrawFee: toMinor(settings.withdrawFee, store.currency),
  });
  const fee = fromMinor(early.withdrawalFee, store.currency);
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="item-withdraw">
        Withdraw
      </Button>
      <Modal
        open={open}
        title="Withdraw this item?"
        okText="Withdraw"
        okButtonProps={{ danger: true, loading: withdraw.isPending, 'data-testid': 'item-withdraw-confirm' }}
        onOk={() =>
          withdraw.mutate({
            action: 'withdrawInventory',
            body: { ...oneItem(item.id), isWithdrawnEarly: early.isWithdrawnEarly, withdrawalFee: fee },
          })
        }
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>
          The item leaves the store's stock and its status becomes Withdrawn.
        </Typography.Paragraph>
        {early.isWithdrawnEarly ? (
          <Typography.Paragraph type="warning" data-testid="item-withdraw-fee">
            Withdrawn early: {formatAmount(fee, store.currency)} is charged to the consigner's balance.
          </Typography.Paragraph>
        ) : (
          <Typography.Paragraph type="secondary" data-testid="item-withdraw-fee">
            {settings.known
              ? 'No early-withdrawal fee applies.'
              : "The store's early-withdrawal fee applies if the item was accepted recently."}
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
