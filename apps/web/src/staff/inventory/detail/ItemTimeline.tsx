import { CREATION_LOG_ACTIONS, INVENTORY_LOG_MONEY_FIELDS } from '@backroom/domain/contract/inventory';
import { formatAmount } from '@backroom/domain/money-format';
import { inventoryStatusLabel, isInventoryStatus } from '@backroom/domain/statuses';
import { useStore } from '@web/shared/store/store-context';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import { useInventoryLogs } from '../api/get-inventory-logs';
import type { InventoryLog } from '../api/inventory';

const FIELD_NAMES: Record<string, string> = {
  consignerId: 'Consigner',
  consigner: 'Consigner',
  option1Value: 'Option 1',
  option2Value: 'Option 2',
  option3Value: 'Option 3',
  subLocation: 'Sublocation',
  payoutAmount: 'Payout',
  payoutFee: 'Fees',
  requestedPrice: 'Requested price',
  acceptedOn: 'Accepted on',
};

function fieldName(field: string): string {
  return FIELD_NAMES[field] ?? field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function show(field: string, value: unknown, currency: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && typeof value === 'string' && isInventoryStatus(value)) {
    return inventoryStatusLabel(value);
  }
  if (INVENTORY_LOG_MONEY_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) {
    return formatAmount(value, currency);
  }
  if (Array.isArray(value) && field === 'storeRequestPriceRange') {
    return value.map((v) => formatAmount(v as number, currency)).join(' - ');
  }
  if (typeof value === 'string' && ISO_TIME.test(value)) return new Date(value).toLocaleString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "storeRequestPriceChange" → "Store request price change". */
function actionName(action: string): string {
  const words = action
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function actorOf(log: InventoryLog): string {
  return log.lastUpdatedBy.name || 'Someone';
}

function whenOf(log: InventoryLog): string {
  return new Date(log.updatedAt).toLocaleString();
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * An item's first entry says what it was added with, not a change from nothing: "Added at $220.00", then each
 * field it was given ("Status: Pending"), without the price already said or a zero cost (issue 33). Entries
 * written before then stored the price as a change from $0.00; they read the same.
 */
function CreationEntry({ log, currency }: { log: InventoryLog; currency: string }) {
  const price = log.modifiedFields.find((f) => f.variableChanged === 'price')?.afterValue;
  const fields = log.modifiedFields.filter(
    (f) =>
      f.variableChanged !== 'price' &&
      !isEmpty(f.afterValue) &&
      !(f.variableChanged === 'cost' && Number(f.afterValue) === 0),
  );
  return (
    <>
      <Typography.Text data-testid="timeline-change">
        {isEmpty(price) ? 'Added' : `Added at ${show('price', price, currency)}`}
      </Typography.Text>
      {fields.map((f) => (
        <Typography.Text key={f.variableChanged} data-testid="timeline-change">
          {fieldName(f.variableChanged)}: {show(f.variableChanged, f.afterValue, currency)}
        </Typography.Text>
      ))}
    </>
  );
}

/** The item's changes, newest first: who, when, and each field's before → after (spec 2 §3 inventory log). */
export function ItemTimeline({ id }: { id: number }) {
  const { currency } = useStore();
  const logs = useInventoryLogs(id);
  const list = [...(logs.data ?? [])].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  return (
    <Card title="Timeline" data-testid="item-timeline">
      {logs.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={logs.isError ? 'The timeline could not be loaded.' : 'No changes yet'}
        />
      ) : (
        <Timeline
          items={list.map((log, i) => ({
            key: log.id ?? i,
            content: (
              <Flex vertical gap={2} data-testid="timeline-entry">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {whenOf(log)}
                </Typography.Text>
                <Typography.Text strong>
                  {actorOf(log)}
                  {log.action ? ` · ${actionName(log.action)}` : ''}
                </Typography.Text>
                {CREATION_LOG_ACTIONS.has(log.action ?? '') ? (
                  <CreationEntry log={log} currency={currency} />
                ) : (
                  log.modifiedFields.map((change) => (
                    <Typography.Text key={change.variableChanged} data-testid="timeline-change">
                      {fieldName(change.variableChanged)}:{' '}
                      {show(change.variableChanged, change.beforeValue, currency)} →{' '}
                      {show(change.variableChanged, change.afterValue, currency)}
                    </Typography.Text>
                  ))
                )}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
}
