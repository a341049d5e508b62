import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { payoutTypeLabel } from '@backroom/domain/constants';
import type { ConsignerSummary } from '@backroom/domain/contract/consigners';
import { LinkButton } from '@web/shared/layout/LinkButton';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useListQuery } from '@web/shared/layout/use-list-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { consignerName } from './api/consigner';
import { useExportConsigners } from './api/export-consigners';
import { useConsigners } from './api/get-consigners';
import { useSellerWord } from './use-seller-word';

const columns: ColumnsType<ConsignerSummary> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, c) => (
      <Link to={`/consigners/${c.id}`} data-testid={`consigner-link-${c.id}`}>
        {consignerName(c)}
      </Link>
    ),
  },
  { title: 'Email', dataIndex: 'email', key: 'email', responsive: ['sm'] },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', responsive: ['lg'] },
  {
    title: 'Account type',
    dataIndex: 'accountType',
    key: 'accountType',
    responsive: ['md'],
    render: (type?: string | null) => (type ? <Tag>{type}</Tag> : null),
  },
  {
    title: 'Payout',
    dataIndex: 'payoutType',
    key: 'payoutType',
    responsive: ['lg'],
    render: (type?: string | null) => payoutTypeLabel(type),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_, c) => (
      <Flex gap={4} wrap>
        {c.isStoreAccount && <Tag color="blue">Store</Tag>}
        {c.isActive ? <Tag color="green">Active</Tag> : <Tag color="red">Disabled</Tag>}
      </Flex>
    ),
  },
];

/** /consigners: search, table, Export (CSV) and Add Consigner / Add Seller (spec 3 §2.5). */
export function ConsignersPage() {
  const word = useSellerWord();
  const { query, setSearch, pagination } = useListQuery();
  const search = query.search;
  const consigners = useConsigners(query);
  const exporter = useExportConsigners();
  const list = consigners.data?.consigners ?? [];
  const total = consigners.data?.total ?? 0;
  return (
    <>
      <PageHeader
        title={`${word}s`}
        extra={
          <Flex gap={8} wrap>
            <Button
              icon={<DownloadOutlined />}
              disabled={total === 0}
              loading={exporter.isPending}
              onClick={() => exporter.mutate(search)}
              data-testid="export-consigners"
            >
              Export
            </Button>
            <LinkButton
              to="/addConsigner"
              type="primary"
              icon={<PlusOutlined />}
              data-testid="add-consigner-link"
            >
              Add {word}
            </LinkButton>
          </Flex>
        }
      />
      <Input.Search
        placeholder="Search by name, email or phone"
        aria-label={`Search ${word.toLowerCase()}s`}
        allowClear
        enterButton="Search"
        onSearch={setSearch}
        style={{ maxWidth: 420, marginBottom: 16 }}
        data-testid="consigner-search"
      />
      <Table<ConsignerSummary>
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={consigners.isFetching}
        pagination={pagination(total, consigners.data?.totalCapped)}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              description={
                search ? `No ${word.toLowerCase()}s match "${search}"` : `No ${word.toLowerCase()}s yet`
              }
            />
          ),
        }}
        data-testid="consigners-table"
      />
    </>
  );
}
