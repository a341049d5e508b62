import { Spinner } from '@web/shared/layout/Spinner';
import { NotFoundPage } from '@web/shared/pages/NotFoundPage';
import { PriceHistory } from '@web/shared/price-history/PriceHistory';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import { useParams } from 'react-router';
import { useInventory } from '../api/get-inventory';
import { ItemEditCard } from './ItemEditCard';
import { ItemHeaderCard } from './ItemHeaderCard';
import { ItemTimeline } from './ItemTimeline';

/** /inventories/{id}: header, edit card and the item's timeline (spec 2 §2.3). */
export function InventoryDetailPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <InventoryDetail key={id} id={id} />;
}

function InventoryDetail({ id }: { id: number }) {
  const item = useInventory(id);
  if (item.isPending) {
    return (
      <Flex
        justify="center"
        align="center"
        style={{ minHeight: '50vh' }}
        role="status"
        aria-label="Loading item"
      >
        <Spinner size="large" label="Loading the item" />
      </Flex>
    );
  }
  if (item.isError) {
    const notFound = item.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? 'Item not found' : item.error.message}
        extra={<Button onClick={() => item.refetch()}>Retry</Button>}
      />
    );
  }
  return (
    <Row gutter={[16, 16]} data-testid="inventory-detail">
      <Col xs={24}>
        <ItemHeaderCard item={item.data} />
      </Col>
      <Col xs={24} lg={15}>
        <ItemEditCard item={item.data} />
      </Col>
      <Col xs={24} lg={9}>
        <Flex vertical gap={16}>
          <PriceHistory id={id} card />
          <ItemTimeline id={id} />
        </Flex>
      </Col>
    </Row>
  );
}
