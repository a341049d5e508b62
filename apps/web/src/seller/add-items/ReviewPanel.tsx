import { messages } from '@backroom/domain/messages';
import { useQueries } from '@tanstack/react-query';
import { FeeLines } from '@web/shared/fees/FeeLines';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useStore } from '@web/shared/store/store-context';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { type AddLine, preapprovalQueryOptions, useAddItems } from '../api/add-items';
import { payoutText } from '../api/seller-item';
import { type CartLine, useReviewCart } from './review-cart';
import { useValuesText } from './values-text';

function variantText(line: CartLine): string {
  return [line.option1Value, line.option2Value, line.option3Value].filter(Boolean).join(' · ');
}

function LineList({ title, lines, testId }: { title: string; lines: CartLine[]; testId: string }) {
  const cart = useReviewCart();
  const { currency } = useStore();
  return (
    <Card title={`${title} (${lines.reduce((n, l) => n + l.quantity, 0)})`} size="small" data-testid={testId}>
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="None" />
      ) : (
        <Flex vertical gap={8}>
          {lines.map((line) => (
            <Flex key={line.key} gap={12} align="center" justify="space-between" data-testid="review-line">
              <Flex gap={12} align="center" style={{ minWidth: 0 }}>
                <FallbackImage src={line.image} alt={line.title} width={48} height={48} />
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {line.title}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {variantText(line)} · Qty {line.quantity} · Price {payoutText(line.price, currency)} ·
                    Payout {payoutText(line.payout * line.quantity, currency)}
                  </Typography.Text>
                  {line.fees && <FeeLines quote={line.fees} currency={currency} testId="review-line-fees" />}
                </Flex>
              </Flex>
              <Popconfirm
                title={messages.confirmDeleteEntry}
                okText="Yes"
                cancelText="No"
                onConfirm={() => cart.removeOne(line.key)}
              >
                <Button size="small" danger data-testid="review-line-delete">
                  Delete
                </Button>
              </Popconfirm>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/**
 * The full-screen review: each line's preapproval is checked (domain.md §3) and the lines are split into
 * Pre-Approved (they become Pending, drop off pending) and Request Drop Off (Requested). Submit waits for every
 * check; the server decides again when it creates the items.
 */
export function ReviewPanel({ onClose }: { onClose: () => void }) {
  const cart = useReviewCart();
  const isMobile = useIsMobile();
  const values = useValuesText(cart.lines);
  const [done, setDone] = useState(false);
  const checks = useQueries({
    queries: cart.lines.map((l) =>
      preapprovalQueryOptions({
        productId: l.productId,
        price: l.price,
        option1Value: l.option1Value,
        option2Value: l.option2Value,
        option3Value: l.option3Value,
      }),
    ),
  });
  const checking = checks.some((c) => c.isPending);
  const preapproved = cart.lines.filter((_, i) => checks[i]?.data?.preapproval === true);
  const requested = cart.lines.filter((_, i) => checks[i]?.data?.preapproval !== true);
  const add = useAddItems();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    const byProduct = new Map<number, CartLine[]>();
    for (const line of cart.lines)
      byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
    try {
      for (const [productId, lines] of byProduct) {
        const body: AddLine[] = lines.map(
          ({ option1Value, option2Value, option3Value, price, quantity, services }) => ({
            option1Value,
            option2Value,
            option3Value,
            price,
            quantity,
            services,
          }),
        );
        await add.mutateAsync({ productId, lines: body });
        // Created: those lines leave the review, so a later failure never sends them twice.
        for (const line of lines) for (let i = 0; i < line.quantity; i++) cart.removeOne(line.key);
      }
      cart.clear();
      setDone(true);
    } catch {
      // The failure is toasted by the query client; what was not created stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <Modal open footer={null} closable={false} centered data-testid="added-dialog">
        <Result
          status="success"
          title={messages.productAdded}
          extra={
            <Button type="primary" onClick={onClose} data-testid="added-continue">
              Continue
            </Button>
          }
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      onCancel={onClose}
      width="100%"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 120px)' } }}
      title="Review Items"
      footer={null}
      data-testid="review-panel"
    >
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Typography.Link onClick={onClose}>Reviews</Typography.Link>
          <Typography.Text>
            Added Items: <strong>{cart.lines.reduce((n, l) => n + l.quantity, 0)}</strong>
          </Typography.Text>
          <Typography.Text>
            Values: <strong data-testid="panel-values">{values}</strong>
          </Typography.Text>
        </Flex>
        <Flex gap={8}>
          <Button onClick={onClose} data-testid="review-cancel">
            Cancel
          </Button>
          <Button
            type="primary"
            disabled={checking || cart.lines.length === 0}
            loading={submitting}
            onClick={() => void submit()}
            data-testid="review-submit"
          >
            Submit
          </Button>
        </Flex>
      </Flex>
      {checking && <Alert type="info" showIcon title="Checking preapproval…" style={{ marginBottom: 12 }} />}
      <Flex vertical={isMobile} gap={16} align="start" data-testid="review-panel-lists">
        <div style={{ flex: 1, width: '100%' }}>
          <LineList title="Pre-Approved" lines={preapproved} testId="review-preapproved" />
        </div>
        <div style={{ flex: 1, width: '100%' }}>
          <LineList title="Request Drop Off" lines={requested} testId="review-requested" />
        </div>
      </Flex>
    </Modal>
  );
}
