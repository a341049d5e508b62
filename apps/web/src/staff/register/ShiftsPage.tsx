import { toMinor } from '@backroom/domain/money';
import { PageHeader } from '@web/shared/layout/PageHeader';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type ShiftAnswer,
  shiftReport,
  useCloseShift,
  useMoveCash,
  useOpenShift,
  useShifts,
} from './api/shifts-api';
import { useMoney } from './money';

/**
 * Shifts and the cash-up (/register/shifts, issue 34): open with the float in the drawer, record cash put in or
 * taken out, close with the counted drawer; the end-of-day report (sales by tender, refunds, discounts, tax, over
 * or short) on screen and as PDF and CSV.
 */
export function ShiftsPage() {
  const shifts = useShifts();
  return (
    <Flex vertical gap={12}>
      <PageHeader title="Shifts and cash-up" extra={<Link to="/register">Back to the register</Link>} />
      {shifts.isPending ? (
        <Skeleton active />
      ) : shifts.data ? (
        <>
          {shifts.data.current ? <OpenShift shift={shifts.data.current} /> : <OpenForm />}
          <Card title="Recent shifts">
            <Flex vertical gap={16}>
              {shifts.data.shifts
                .filter((s) => s.closedAt)
                .slice(0, 5)
                .map((s) => (
                  <Report key={s.id} shift={s} />
                ))}
              {shifts.data.shifts.every((s) => !s.closedAt) && (
                <Typography.Text type="secondary">No closed shifts yet.</Typography.Text>
              )}
            </Flex>
          </Card>
        </>
      ) : (
        <Alert
          type="error"
          showIcon
          message="The shifts could not be loaded. Reload the page to try again."
        />
      )}
    </Flex>
  );
}

function OpenForm() {
  const [float, setFloat] = useState<number | null>(null);
  const open = useOpenShift();
  return (
    <Card title="No shift is open">
      <Flex gap={8} align="flex-end" wrap>
        <Flex vertical gap={4}>
          <label htmlFor="shift-float">Float in the drawer</label>
          <InputNumber id="shift-float" min={0} precision={2} value={float} onChange={(v) => setFloat(v)} />
        </Flex>
        <Button
          type="primary"
          disabled={float === null}
          loading={open.isPending}
          onClick={() => open.mutate(float ?? 0)}
        >
          Open shift
        </Button>
      </Flex>
    </Card>
  );
}

function OpenShift({ shift }: { shift: ShiftAnswer }) {
  const { currency, format } = useMoney();
  const [kind, setKind] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [counted, setCounted] = useState<number | null>(null);
  const move = useMoveCash();
  const close = useCloseShift();
  return (
    <Card title={`Shift ${shift.id} is open`}>
      <Flex vertical gap={16}>
        <Typography.Text>
          Expected in the drawer:{' '}
          <strong data-testid="shift-expected">{format(toMinor(shift.expected, currency))}</strong>
        </Typography.Text>
        <Flex gap={8} align="flex-end" wrap>
          <Segmented
            aria-label="Cash in or out"
            value={kind}
            onChange={(v) => setKind(v as 'in' | 'out')}
            options={[
              { label: 'Cash in', value: 'in' },
              { label: 'Cash out', value: 'out' },
            ]}
          />
          <Flex vertical gap={4}>
            <label htmlFor="shift-cash-amount">Amount</label>
            <InputNumber
              id="shift-cash-amount"
              min={0}
              precision={2}
              value={amount}
              onChange={(v) => setAmount(v)}
            />
          </Flex>
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 160 }}>
            <label htmlFor="shift-cash-reason">Why</label>
            <Input
              id="shift-cash-reason"
              value={reason}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
            />
          </Flex>
          <Button
            disabled={!amount || !reason.trim()}
            loading={move.isPending}
            onClick={() =>
              move.mutate(
                { id: shift.id, kind, amount: amount ?? 0, reason },
                {
                  onSuccess: () => {
                    setAmount(null);
                    setReason('');
                  },
                },
              )
            }
          >
            Record
          </Button>
        </Flex>
        <Flex gap={8} align="flex-end" wrap>
          <Flex vertical gap={4}>
            <label htmlFor="shift-counted">Cash counted in the drawer</label>
            <InputNumber
              id="shift-counted"
              min={0}
              precision={2}
              value={counted}
              onChange={(v) => setCounted(v)}
            />
          </Flex>
          <Button
            type="primary"
            disabled={counted === null}
            loading={close.isPending}
            onClick={() => close.mutate({ id: shift.id, counted: counted ?? 0 })}
          >
            Close shift
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

function Report({ shift }: { shift: ShiftAnswer }) {
  const { currency, format } = useMoney();
  const money = (major: number | null) => (major === null ? '' : format(toMinor(major, currency)));
  return (
    <Flex vertical gap={8} data-testid={`shift-report-${shift.id}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          End of day report, shift {shift.id}
        </Typography.Title>
        <Flex gap={8}>
          <Button onClick={() => void shiftReport(shift.id, 'pdf')}>PDF</Button>
          <Button onClick={() => void shiftReport(shift.id, 'csv')}>CSV</Button>
        </Flex>
      </Flex>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => `${r.section}-${r.label}`}
        dataSource={shift.report}
        columns={[
          { title: 'Section', dataIndex: 'section' },
          { title: 'Line', dataIndex: 'label' },
          {
            title: 'Amount',
            align: 'right',
            render: (_, r) => (r.count !== undefined ? r.count : money(r.amount)),
          },
        ]}
      />
    </Flex>
  );
}
