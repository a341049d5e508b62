import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { SETUP_STEP_TEXTS, setupProgressText } from '@backroom/domain/setup-checklist';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { Link } from 'react-router';
import { useSetupChecklist, useUpdateSetupChecklist } from './api/setup-checklist';

/**
 * The setup checklist of a new store (issue 33), on the first screen of staff with the Settings control: each
 * step read from the store's data, one click from its screen, and put away with Hide checklist.
 */
export function SetupChecklistCard() {
  const checklist = useSetupChecklist();
  const update = useUpdateSetupChecklist();
  const data = checklist.data;
  if (checklist.isPending) return <Skeleton active paragraph={{ rows: 3 }} style={{ marginBottom: 16 }} />;
  if (!data || data.dismissed) return null;
  const progress = setupProgressText(data.done, data.total);
  return (
    <Card
      style={{ marginBottom: 16 }}
      data-testid="setup-checklist"
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          Set up your store
        </Typography.Title>
      }
      extra={
        <Button
          type="link"
          onClick={() => update.mutate(true)}
          loading={update.isPending}
          data-testid="setup-checklist-hide"
        >
          Hide checklist
        </Button>
      }
    >
      <Flex align="center" gap={12} style={{ marginBottom: 12 }}>
        <Progress
          percent={Math.round((data.done / data.total) * 100)}
          showInfo={false}
          style={{ flex: 1, margin: 0 }}
          aria-label={progress}
        />
        <Typography.Text strong data-testid="setup-checklist-progress">
          {progress}
        </Typography.Text>
      </Flex>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.steps.map((step) => {
          const text = SETUP_STEP_TEXTS[step.key];
          return (
            <li
              key={step.key}
              data-testid={`setup-step-${step.key}`}
              data-done={step.done}
              style={{ padding: '8px 0', borderTop: '1px solid #f0f0f0' }}
            >
              <Flex justify="space-between" align="center" gap={12} wrap>
                <Flex gap={10} align="flex-start" style={{ flex: '1 1 240px', minWidth: 0 }}>
                  {step.done ? (
                    <CheckCircleFilled
                      style={{ color: '#389e0d', fontSize: 18, marginTop: 2 }}
                      aria-label="Done"
                    />
                  ) : (
                    <span
                      aria-label="To do"
                      role="img"
                      style={{
                        width: 18,
                        height: 18,
                        borderRadius: '50%',
                        border: '2px solid #8c8c8c',
                        flex: 'none',
                        marginTop: 2,
                      }}
                    />
                  )}
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Typography.Text delete={step.done} type={step.done ? 'secondary' : undefined} strong>
                      {text.title}
                    </Typography.Text>
                    <Typography.Text type="secondary">{text.help}</Typography.Text>
                  </Flex>
                </Flex>
                <Link to={text.path} data-testid={`setup-step-${step.key}-link`}>
                  {text.action} <RightOutlined aria-hidden />
                </Link>
              </Flex>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
