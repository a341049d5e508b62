import { PageHeader } from '@web/shared/layout/PageHeader';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import InputNumber from 'antd/es/input-number';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DiscountLimits, useDiscountLimits, useSetDiscountLimit } from './api/shifts-api';

/**
 * Each employee's register discount limit (/register/limits, Employees control, issue 34): a percent of the price
 * they may give on a line or a sale; empty means the store's default. The register holds them to it server-side.
 */
export function DiscountLimitsPage() {
  const limits = useDiscountLimits();
  return (
    <Flex vertical gap={12}>
      <PageHeader title="Register discount limits" extra={<Link to="/register">Back to the register</Link>} />
      {limits.isPending ? (
        <Skeleton active />
      ) : limits.data ? (
        <LimitsTable data={limits.data} />
      ) : (
        <Alert
          type="error"
          showIcon
          message="The discount limits could not be loaded. Reload the page to try again."
        />
      )}
    </Flex>
  );
}

function LimitsTable({ data }: { data: DiscountLimits }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="employeeId"
      dataSource={data.employees}
      columns={[
        { title: 'Employee', render: (_, e) => `${e.name} (${e.email})` },
        {
          title: 'Discount limit (%)',
          render: (_, e) =>
            e.isAdmin ? 'Any (owner)' : <LimitInput employee={e} defaultLimit={data.defaultLimit} />,
        },
      ]}
    />
  );
}

function LimitInput({
  employee,
  defaultLimit,
}: {
  employee: DiscountLimits['employees'][number];
  defaultLimit: number;
}) {
  const [value, setValue] = useState<number | null>(employee.limit);
  const save = useSetDiscountLimit();
  const id = `limit-${employee.employeeId}`;
  return (
    <Flex gap={8} align="center">
      <InputNumber
        id={id}
        aria-label={`Discount limit of ${employee.name} (%)`}
        min={0}
        max={100}
        precision={2}
        placeholder={`Store default ${defaultLimit}`}
        value={value}
        onChange={(v) => setValue(v)}
        style={{ width: 160 }}
      />
      <Button
        loading={save.isPending}
        disabled={value === employee.limit}
        onClick={() => save.mutate({ employeeId: employee.employeeId, limit: value })}
      >
        Save
      </Button>
    </Flex>
  );
}
