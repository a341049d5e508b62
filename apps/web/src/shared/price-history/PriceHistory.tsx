import type { PriceHistoryEntryAnswer } from '@backroom/domain/contract/inventory';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { usePriceHistory } from './get-price-history';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "27 Nov 2026" for the store's calendar day of a change. */
export const historyDay = (day: string) => DAY.format(new Date(`${day}T12:00:00Z`));

const BORNE: Record<NonNullable<PriceHistoryEntryAnswer['borneBy']>, { color: string; label: string }> = {
  store: { color: 'green', label: 'Store' },
  consigner: { color: 'orange', label: 'Consigner' },
  shared: { color: 'gold', label: 'Shared' },
};

/**
 * An item's price history (issue 29): each price change and markdown with its day, old and new price, the payout
 * before and after and who bore a markdown, in the words the server chose for the reader. Nothing while empty.
 * `card`: in its own card (the staff item page); `mine`: the reader is the consigner (their share tagged "You").
 */
export function PriceHistory({
  id,
  card = false,
  mine = false,
}: {
  id: number;
  card?: boolean;
  mine?: boolean;
}) {
  const history = usePriceHistory(id);
  const entries = history.data ?? [];
  if (entries.length === 0) return null;
  const list = (
    <Flex vertical gap={card ? 6 : 2} data-testid={`price-history-${id}`}>
      {!card && (
        <Typography.Text strong style={{ fontSize: 12 }}>
          Price history
        </Typography.Text>
      )}
      {entries.map((entry) => (
        <Typography.Text key={entry.id} style={{ fontSize: 12 }} data-testid="price-history-entry">
          {historyDay(entry.day)} · {entry.line}
          {entry.borneBy && (
            <Tag
              color={BORNE[entry.borneBy].color}
              style={{ marginLeft: 4 }}
              data-testid="price-history-borne"
            >
              {mine && entry.borneBy === 'consigner' ? 'You' : BORNE[entry.borneBy].label}
            </Tag>
          )}
        </Typography.Text>
      ))}
    </Flex>
  );
  return card ? (
    <Card title="Price history" size="small">
      {list}
    </Card>
  ) : (
    list
  );
}
