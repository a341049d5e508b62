import Grid from 'antd/es/grid';
import List from 'antd/es/list';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';

export interface BreakdownColumn<T> {
  title: string;
  render: (row: T) => string | number;
  align?: 'left' | 'right';
}

/** A small report table on wide screens, a card list under 768 px. */
export function BreakdownList<T>(p: {
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: BreakdownColumn<T>[];
  empty?: string;
  testId?: string;
}) {
  const screens = Grid.useBreakpoint();
  if (screens.md === false) {
    return (
      <List
        data-testid={p.testId}
        dataSource={p.rows}
        locale={{ emptyText: p.empty ?? 'Nothing in this range' }}
        renderItem={(row) => (
          <List.Item key={p.rowKey(row)}>
            <List.Item.Meta
              title={String(p.columns[0]!.render(row))}
              description={p.columns.slice(1).map((c) => (
                <Typography.Text key={c.title} style={{ marginRight: 12 }}>
                  {c.title}: {c.render(row)}
                </Typography.Text>
              ))}
            />
          </List.Item>
        )}
      />
    );
  }
  return (
    <Table
      data-testid={p.testId}
      size="small"
      pagination={false}
      rowKey={p.rowKey}
      dataSource={p.rows}
      locale={{ emptyText: p.empty ?? 'Nothing in this range' }}
      columns={p.columns.map((c) => ({
        title: c.title,
        align: c.align,
        render: (_: unknown, row: T) => c.render(row),
      }))}
    />
  );
}
