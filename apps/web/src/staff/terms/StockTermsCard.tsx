import { formatLongDate } from '@backroom/domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { JobProgress } from '@web/shared/jobs/JobProgress';
import { useModalApi } from '@web/staff/layout/modal-api';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { type StockApplied, useApplyToStock, useStockPreview } from './api/terms-api';

const items = (n: number) => `${n.toLocaleString('en-US')} item${n === 1 ? '' : 's'}`;
const day = (date: string) => formatLongDate(`${date}T12:00:00Z`);

/**
 * Settings → Terms: items already in stock that carry no terms (accepted before the store had any). The count is
 * asked first and confirmed ("Apply to 426 items in stock?"); the answer says how many changed.
 */
export function StockTermsCard() {
  const modal = useModalApi();
  const queryClient = useQueryClient();
  const preview = useStockPreview();
  const apply = useApplyToStock();
  const [outcome, setOutcome] = useState<StockApplied | null>(null);
  const data = preview.data;

  const confirm = async () => {
    // The count shown is the server's count now, not the one the page loaded with.
    const fresh = (await preview.refetch()).data;
    if (!fresh) return;
    modal.confirm({
      title: `Apply to ${items(fresh.count)} in stock?`,
      content: (
        <Flex vertical gap={4}>
          {fresh.byTerms.map((t) => (
            <Typography.Text key={t.termsId}>
              {t.name}: {items(t.count)}, term ends {day(t.expiresOn)}
            </Typography.Text>
          ))}
          <Typography.Text type="secondary">
            Their clock starts today ({day(fresh.startsOn)}), not on the day they were accepted: the term, the
            warning week and the markdowns all lie ahead. The minimum days before a consigner may withdraw or
            reprice are not imposed on them.
          </Typography.Text>
        </Flex>
      ),
      okText: `Apply to ${items(fresh.count)}`,
      onOk: () => apply.mutateAsync(undefined, { onSuccess: setOutcome }),
    });
  };

  return (
    <Card title="Stock on hand without terms" style={{ marginTop: 16 }} loading={preview.isPending}>
      <Flex vertical gap={12}>
        <Typography.Text data-testid="stock-count">
          {data && data.count > 0
            ? `${items(data.count)} in stock ${data.count === 1 ? 'has' : 'have'} no consignment terms (accepted before the store had terms, so no term or markdown runs for them).`
            : 'Every live item in stock has consignment terms.'}
        </Typography.Text>
        <Typography.Text type="secondary">
          Applying gives each item the terms its consigner gets (their own, their type's or the default),
          starting today.
        </Typography.Text>
        <div>
          <Button
            type="primary"
            disabled={!data || data.count === 0}
            loading={apply.isPending}
            onClick={confirm}
            data-testid="apply-stock"
          >
            Apply terms to stock on hand
          </Button>
        </div>
        {outcome?.jobId != null && (
          <JobProgress
            jobId={outcome.jobId}
            title={outcome.message}
            doneText="Terms applied to stock on hand."
            testId="stock-job"
            onFinished={(job) => {
              const result = job.result as { message?: string } | null;
              setOutcome({ changed: 0, jobId: null, message: result?.message ?? 'Terms applied.' });
              return queryClient.invalidateQueries({ queryKey: ['consignmentTerms'] });
            }}
          />
        )}
        {outcome && outcome.jobId === null && (
          <Alert
            type="success"
            showIcon
            closable={{ onClose: () => setOutcome(null) }}
            title={outcome.message}
            data-testid="stock-outcome"
          />
        )}
      </Flex>
    </Card>
  );
}
