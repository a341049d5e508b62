import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';

export function FullPageSpin() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }} role="status" aria-label="Loading">
      <Spin size="large" />
    </Flex>
  );
}
