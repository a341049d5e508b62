import type { TablePaginationConfig } from 'antd/es/table';

/** Spec 1 §9: page size 10, sizes 10 to 500, "{from}-{to} of {total} items", quick jumper and size changer. */
export const tablePagination: TablePaginationConfig = {
  defaultPageSize: 10,
  defaultCurrent: 1,
  pageSizeOptions: [10, 20, 50, 100, 250, 500],
  showSizeChanger: true,
  showQuickJumper: true,
  showTotal: (total, [from, to]) => `${from}-${to} of ${total} items`,
};
