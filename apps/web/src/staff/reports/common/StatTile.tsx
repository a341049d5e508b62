import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { growthDirection, growthText } from './format';

interface StatTileProps {
  title: string;
  value: string;
  /** The figure spelled out, shown beneath `value` when that is abbreviated (as Reports write it). */
  exact?: string;
  growth?: number;
  /** What the growth is of, when not of the tile's own figure (e.g. "sold" on a stock tile). */
  growthOf?: string;
  /** Previous period's figure, as text. */
  previous?: string;
  /** Rising is bad (cost): the arrow colours swap. */
  inverse?: boolean;
  footer?: ReactNode;
  loading?: boolean;
  testId?: string;
}

/** One dashboard tile: the figure, its percent change against the previous period, and a footer line. */
export function StatTile(p: StatTileProps) {
  const direction = growthDirection(p.growth ?? 0);
  const up = direction === 'up';
  const good = p.inverse ? !up : up;
  const color = direction === 'flat' ? undefined : good ? '#3f8600' : '#cf1322';
  return (
    <Card loading={p.loading} data-testid={p.testId} style={{ height: '100%' }}>
      <Statistic
        title={p.title}
        value={p.value}
        formatter={(v) => <span data-testid={p.testId ? `${p.testId}-value` : undefined}>{v}</span>}
      />
      {p.exact && p.exact !== p.value && (
        <Typography.Text type="secondary" data-testid={p.testId ? `${p.testId}-exact` : undefined}>
          {p.exact}
        </Typography.Text>
      )}
      <Flex gap={8} wrap align="center" style={{ marginTop: 4, minHeight: 22 }}>
        {p.growth !== undefined && (
          <Typography.Text style={{ color }} data-testid={p.testId ? `${p.testId}-growth` : undefined}>
            {p.growthOf && `${p.growthOf} `}
            {up ? <ArrowUpOutlined /> : direction === 'down' ? <ArrowDownOutlined /> : null}{' '}
            {growthText(p.growth)}
          </Typography.Text>
        )}
        {p.previous !== undefined && (
          <Typography.Text type="secondary">previous {p.previous}</Typography.Text>
        )}
        {p.footer}
      </Flex>
    </Card>
  );
}
