import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { DryRunAnswer } from './api/imports';

interface DryRunCardProps {
  answer: DryRunAnswer;
  templateId: number | null;
  onTemplate: (id: number | null) => void;
  showTemplate: boolean;
}

/** What the dry run found: counts, every problem in words, unknown products with the offer to create them. */
export function DryRunCard({ answer, templateId, onTemplate, showTemplate }: DryRunCardProps) {
  const templates = useProductTemplates();
  return (
    <Card size="small" title="3. Check" style={{ marginBottom: 16 }} data-testid="dry-run">
      <Flex gap={24} wrap style={{ marginBottom: 12 }}>
        <Statistic title="Rows" value={answer.rows} />
        <Statistic title="Ready to import" value={answer.ready} data-testid="ready-count" />
        <Statistic title="Already imported" value={answer.alreadyImported} />
        <Statistic title="Rows with problems" value={answer.problemRows} data-testid="problem-count" />
      </Flex>
      {answer.ignoredColumns.length > 0 && (
        <Typography.Paragraph type="secondary" data-testid="ignored-columns">
          Left out ({answer.ignoredColumns.length === 1 ? 'a column' : 'columns'} no field reads):{' '}
          {answer.ignoredColumns.join(', ')}
        </Typography.Paragraph>
      )}
      {(answer.unknownProducts.length > 0 || templateId !== null) && showTemplate && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            answer.unknownProducts.length > 0
              ? `${answer.unknownProducts.length === 1 ? '1 product is' : `${answer.unknownProducts.length} products are`} not in your catalogue: ${answer.unknownProducts
                  .slice(0, 5)
                  .map((p) => p.title || p.sku)
                  .join(', ')}`
              : 'New products will be created from the chosen template.'
          }
          description={
            <Flex gap={8} align="center" wrap>
              <Typography.Text>Create them from the template</Typography.Text>
              <Select
                aria-label="Template for new products"
                data-testid="new-product-template"
                allowClear
                placeholder="Choose a template"
                style={{ minWidth: 200 }}
                loading={templates.isPending}
                value={templateId ?? undefined}
                onChange={(id?: number) => onTemplate(id ?? null)}
                options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.title }))}
              />
            </Flex>
          }
        />
      )}
      {answer.problemCount === 0 ? (
        <Alert type="success" showIcon title="No problems found: every row can be imported." />
      ) : (
        <>
          {answer.problemCount > answer.problems.length && (
            <Typography.Paragraph type="secondary">
              The first {answer.problems.length} of {answer.problemCount} problems:
            </Typography.Paragraph>
          )}
          <Table
            size="small"
            data-testid="problems"
            rowKey={(p) => `${p.row}-${p.field}-${p.message}`}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: true }}
            dataSource={answer.problems}
            columns={[
              { title: 'Row', dataIndex: 'row', width: 70 },
              { title: 'Column', dataIndex: 'field', render: (v: string | null) => v ?? '' },
              { title: 'Value', dataIndex: 'value', render: (v: string | null) => v ?? '' },
              { title: 'Problem', dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Card>
  );
}
