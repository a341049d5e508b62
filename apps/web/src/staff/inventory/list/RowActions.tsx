import { messages } from '@backroom/domain/messages';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import type { InventoryItem } from '../api/inventory';
import type { RowAction } from './list-kinds';

export type ActionHandler = (action: RowAction, items: InventoryItem[]) => void;

const LABELS: Record<RowAction, string> = {
  accept: 'Accept',
  decline: 'Decline',
  acceptRequest: 'Accept',
  declineRequest: 'Decline',
  storePriceChange: 'Price change',
  acceptPrice: 'Accept price',
  declinePrice: 'Decline price',
  acceptWithdrawal: 'Accept',
  declineWithdrawal: 'Decline',
  print: 'Print',
  deleteRequest: 'Delete',
};

/** Confirms before the destructive or final row actions. */
const CONFIRMS: Partial<Record<RowAction, { title: string; description?: string; ok: string }>> = {
  decline: { title: 'Decline this item?', ok: 'Decline' },
  declineRequest: { title: 'Decline this request to sell?', ok: 'Decline' },
  declinePrice: { title: 'Decline this price change?', ok: 'Decline' },
  declineWithdrawal: { title: 'Decline this withdrawal request?', ok: 'Decline' },
  acceptWithdrawal: {
    title: 'Accept this withdrawal?',
    description: 'The item becomes Withdrawn.',
    ok: 'Accept',
  },
  deleteRequest: {
    title: messages.cancelRequestTitle,
    description: messages.actionCannotBeUndone,
    ok: 'Delete',
  },
};

const DANGER = new Set<RowAction>([
  'decline',
  'declineRequest',
  'declinePrice',
  'declineWithdrawal',
  'deleteRequest',
]);

/** A row's or card's own actions (Accept, Decline, ...); each confirms first where it cannot be undone. */
export function RowActions({
  item,
  actions,
  onAction,
  busy,
}: {
  item: InventoryItem;
  actions: readonly RowAction[];
  onAction: ActionHandler;
  busy?: boolean;
}) {
  if (actions.length === 0) return null;
  return (
    <Flex gap={4} wrap onClick={(event) => event.stopPropagation()}>
      {actions.map((action) => {
        const testId = `row-${action}-${item.id}`;
        const confirm = CONFIRMS[action];
        const button = (
          <Button
            key={action}
            size="small"
            type={DANGER.has(action) ? 'default' : 'primary'}
            danger={DANGER.has(action)}
            ghost={!DANGER.has(action)}
            disabled={busy}
            onClick={confirm ? undefined : () => onAction(action, [item])}
            data-testid={testId}
          >
            {LABELS[action]}
          </Button>
        );
        if (!confirm) return button;
        return (
          <Popconfirm
            key={action}
            title={confirm.title}
            description={confirm.description}
            okText={confirm.ok}
            cancelText="No"
            okButtonProps={{ danger: DANGER.has(action), 'data-testid': `${testId}-confirm` }}
            onConfirm={() => onAction(action, [item])}
          >
            {button}
          </Popconfirm>
        );
      })}
    </Flex>
  );
}
