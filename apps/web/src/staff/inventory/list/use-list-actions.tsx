import { messages } from '@backroom/domain/messages';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import { usePrintLabels } from '@web/staff/labels/api/print-labels';
import { useModalApi } from '@web/staff/layout/modal-api';
import { type ReactNode, useState } from 'react';
import { type InventoryItem, itemTitle, type OptionKey } from '../api/inventory';
import { type ActionResult, type InventoryActionName, useInventoryAction } from '../api/inventory-actions';
import { type LocationChoice, LocationDialog } from '../common/LocationDialog';
import { PriceDialog } from '../common/PriceDialog';
import { ActionProgress, type ProgressState } from './ActionProgress';
import type { BulkAction, RowAction } from './list-kinds';

type DialogKind = 'accept' | 'acceptRequest' | 'transfer' | 'acceptTransfer' | 'storePriceChange';
type Dialog = { kind: DialogKind; items: InventoryItem[] };

interface Texts {
  /** The spec's warning while a large selection runs ("Accepting inventories, this may take some time"). */
  running: string;
  done: (count: number) => string;
}

/** Actions that go straight to the server once confirmed. */
const DIRECT: Partial<
  Record<BulkAction | RowAction, { call: (n: number) => InventoryActionName; texts: Texts }>
> = {
  decline: {
    call: () => 'declineInventory',
    texts: {
      running: messages.updatingInventories,
      done: (n) => (n === 1 ? 'Item declined' : `${n} items declined`),
    },
  },
  declineRequest: {
    call: (n) => (n === 1 ? 'declineRequestToSell' : 'bulkDeclineRequestToSell'),
    texts: {
      running: messages.decliningRequestedInventories,
      done: (n) => (n === 1 ? 'Request declined' : `${n} requests declined`),
    },
  },
  acceptPrice: {
    call: () => 'acceptInventoryPrice',
    texts: {
      running: messages.updatingInventories,
      done: (n) => (n === 1 ? 'Price change accepted' : `${n} price changes accepted`),
    },
  },
  declinePrice: {
    call: () => 'declineInventoryPrice',
    texts: {
      running: messages.updatingInventories,
      done: (n) => (n === 1 ? 'Price change declined' : `${n} price changes declined`),
    },
  },
  acceptWithdrawal: {
    call: () => 'acceptInventoryWithdrawal',
    texts: {
      running: messages.updatingInventories,
      done: (n) => (n === 1 ? 'Item withdrawn' : `${n} items withdrawn`),
    },
  },
  declineWithdrawal: {
    call: () => 'declineInventoryWithdrawal',
    texts: {
      running: messages.updatingInventories,
      done: (n) => (n === 1 ? 'Withdrawal declined' : `${n} withdrawals declined`),
    },
  },
  deleteRequest: {
    call: () => 'deleteInventory',
    texts: {
      running: messages.updatingInventories,
      done: (n) => (n === 1 ? 'Request deleted' : `${n} requests deleted`),
    },
  },
};

/** Bulk confirms for what cannot be undone (rows confirm in their own Popconfirm). */
const CONFIRM_BULK: Partial<Record<BulkAction, (n: number) => string>> = {
  decline: (n) => (n === 1 ? 'Decline this item?' : `Decline ${n} items?`),
  declineRequest: (n) => (n === 1 ? 'Decline this request to sell?' : `Decline ${n} requests to sell?`),
  declinePrice: (n) => (n === 1 ? 'Decline this price change?' : `Decline ${n} price changes?`),
  declineWithdrawal: (n) =>
    n === 1 ? 'Decline this withdrawal request?' : `Decline ${n} withdrawal requests?`,
  acceptWithdrawal: (n) => (n === 1 ? 'Withdraw this item?' : `Withdraw ${n} items?`),
  deleteRequest: () => messages.cancelRequestTitle,
};

const ids = (items: readonly InventoryItem[]) => items.map((i) => i.id);

/** The server runs a change of more than this many items as a background job. */
const BULK_JOB_THRESHOLD = 100;

interface Options {
  optionNames: string[];
  /** Called once a change has gone through (clear the selection). */
  onDone: () => void;
}

/**
 * The list's row and bulk actions: dialogs that collect a location or a price, confirms before what cannot be
 * undone, the spec's warnings for large selections, and a job's progress when the server runs one.
 */
export function useListActions({ optionNames, onDone }: Options) {
  const modal = useModalApi();
  const store = useStore();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [progress, setProgress] = useState<ProgressState | null>(null);
  const mutation = useInventoryAction();
  // Labels: one PDF for the selection; printing marks the items printed (they leave Ready To Print).
  const labels = usePrintLabels({
    onSuccess: ({ count }) => {
      onDone();
      toast.success(count === 1 ? 'Label ready to print' : `${count} labels ready to print`);
    },
  });

  const report = (result: ActionResult, count: number, texts: Texts) => {
    setDialog(null);
    onDone();
    if (result.jobId) {
      setProgress({
        kind: 'job',
        jobId: result.jobId,
        title: result.message ?? texts.running,
        doneText: texts.done(count),
      });
      return;
    }
    const first = result.failed[0];
    if (first)
      toast.warning(`${texts.done(result.ids.length)}; ${result.failed.length} not changed: ${first.error}`);
    else toast.success(texts.done(result.ids.length || count));
  };

  const post = (
    action: InventoryActionName,
    items: InventoryItem[],
    extra: Record<string, unknown>,
    texts: Texts,
  ) => {
    // The spec's warnings for the long bulk calls; any other change warns once it is large enough for a job.
    const long =
      texts.running === messages.acceptingInventories ||
      texts.running === messages.acceptingRequestedInventories ||
      texts.running === messages.decliningRequestedInventories;
    if ((long && items.length > 1) || items.length > BULK_JOB_THRESHOLD) toast.warning(texts.running);
    mutation.mutate(
      { action, body: { ids: ids(items), ...extra } },
      { onSuccess: (r) => report(r, items.length, texts) },
    );
  };

  /** Rows confirm in their own Popconfirm; the toolbar confirms here, for one item or many. */
  const confirmThen = (
    action: BulkAction | RowAction,
    items: InventoryItem[],
    confirm: boolean,
    go: () => void,
  ) => {
    const title = CONFIRM_BULK[action as BulkAction];
    if (!title || !confirm) return go();
    modal.confirm({
      title: title(items.length),
      content: action === 'deleteRequest' ? messages.actionCannotBeUndone : undefined,
      okText: action === 'deleteRequest' ? 'Delete' : 'Yes',
      okButtonProps: { danger: true, 'data-testid': 'bulk-confirm' },
      cancelText: 'No',
      onOk: go,
    });
  };

  const run = (
    action: BulkAction | RowAction,
    items: InventoryItem[],
    options: { confirm?: boolean } = {},
  ) => {
    if (items.length === 0) return toast.warning(messages.selectAtLeastOneItem);
    if (action === 'print') return labels.mutate({ ids: ids(items) });
    const direct = DIRECT[action];
    if (direct) {
      return confirmThen(action, items, options.confirm ?? false, () =>
        post(direct.call(items.length), items, {}, direct.texts),
      );
    }
    if (
      action === 'accept' ||
      action === 'acceptRequest' ||
      action === 'transfer' ||
      action === 'acceptTransfer' ||
      action === 'storePriceChange'
    ) {
      setDialog({ kind: action, items });
    }
  };

  const place = (choice: LocationChoice) => ({
    location: choice.location ?? null,
    subLocation: choice.subLocation ?? null,
  });
  const items = dialog?.items ?? [];
  const count = items.length;
  const overrideOptions = optionNames.map((name, i) => ({
    key: `option${i + 1}Value` as OptionKey,
    name: `${name} (option ${i + 1})`,
  }));

  const dialogs: ReactNode = (
    <>
      <LocationDialog
        open={dialog?.kind === 'accept'}
        name="accept-dialog"
        title={count > 1 ? `Accept ${count} Items` : 'Accept Inventory'}
        submitText="Accept"
        locationMessage={messages.locationRequiredToAccept}
        count={count}
        withPaymentType={store.isBuyingStore || items.some((i) => i.saleType === 'Buying')}
        loading={mutation.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(choice) =>
          post(
            count === 1 ? 'acceptInventory' : 'bulkAcceptInventory',
            items,
            { ...place(choice), paymentType: choice.paymentType ?? null },
            { running: messages.acceptingInventories, done: () => messages.inventoryAccepted },
          )
        }
      />
      <LocationDialog
        open={dialog?.kind === 'acceptRequest'}
        name="accept-request-dialog"
        title={count > 1 ? `Accept ${count} Requests To Sell` : 'Accept Request To Sell'}
        submitText="Accept"
        locationMessage={messages.locationRequiredToAccept}
        locationRequired={false}
        count={count}
        loading={mutation.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(choice) =>
          post(count === 1 ? 'acceptRequestToSell' : 'bulkAcceptRequestToSell', items, place(choice), {
            running: messages.acceptingRequestedInventories,
            done: (n) => (n === 1 ? 'Request to sell accepted' : `${n} requests to sell accepted`),
          })
        }
      />
      <LocationDialog
        open={dialog?.kind === 'transfer'}
        name="transfer-dialog"
        title="Set New Location"
        submitText="Transfer"
        locationMessage={messages.selectLocation}
        count={count}
        overrideOptions={overrideOptions}
        loading={mutation.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(choice) =>
          post(
            'transfer',
            items,
            { ...place(choice), overrideOption: choice.overrideOption ?? null },
            {
              running: messages.updatingInventories,
              done: (n) => `${n === 1 ? '1 item' : `${n} items`} in transit to ${choice.location}`,
            },
          )
        }
      />
      <LocationDialog
        open={dialog?.kind === 'acceptTransfer'}
        name="accept-transfer-dialog"
        title="Accept Transfer"
        submitText="Accept Transfer"
        locationMessage={messages.selectLocation}
        count={count}
        loading={mutation.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(choice) =>
          post('acceptTransfer', items, place(choice), {
            running: messages.updatingInventories,
            done: (n) => `Transfer accepted at ${choice.location} (${n === 1 ? '1 item' : `${n} items`})`,
          })
        }
      />
      <PriceDialog
        open={dialog?.kind === 'storePriceChange'}
        name="store-price-dialog"
        title="Request Price Change"
        submitText="Request"
        currency={store.currency}
        description={
          items[0] ? `Ask the consigner of ${itemTitle(items[0])} to accept a new price.` : undefined
        }
        loading={mutation.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(requestedPrice) =>
          post(
            'storeRequestPriceChange',
            items,
            { requestedPrice },
            {
              running: messages.updatingInventories,
              done: () => messages.requestedPriceChange,
            },
          )
        }
      />
    </>
  );

  const progressView: ReactNode = progress ? (
    <ActionProgress progress={progress} onClose={() => setProgress(null)} />
  ) : null;

  return { run, dialogs, progress: progressView, busy: mutation.isPending || labels.isPending };
}
