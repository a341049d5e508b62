import { PageHeader } from '@web/shared/layout/PageHeader';
import { tablePagination } from '@web/shared/layout/table-pagination';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type Employee, employeeName, isLinked } from './api/employee';
import { useEmployees } from './api/get-employees';

const columns: ColumnsType<Employee> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, employee) => <Link to={`/employees/${employee.id}`}>{employeeName(employee)}</Link>,
  },
  { title: 'Email', dataIndex: 'email', key: 'email', responsive: ['sm'] },
  {
    title: 'Access',
    dataIndex: 'accessControls',
    key: 'accessControls',
    responsive: ['md'],
    render: (controls: string[]) => controls.map((control) => <Tag key={control}>{control}</Tag>),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_, employee) =>
      !employee.isActive ? (
        <Tag color="red">Disabled</Tag>
      ) : isLinked(employee) ? (
        <Tag color="green">Active</Tag>
      ) : (
        <Tag color="gold">Invited</Tag>
      ),
  },
];

/** /employees: search, table, link to Add Employee (spec 3 §2.7). */
export function EmployeesPage() {
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const employees = useEmployees(search);
  return (
    <>
      <PageHeader
        title="Employees"
        extra={
          <Button type="primary" onClick={() => navigate('/addEmployee')} data-testid="add-employee">
            Add Employee
          </Button>
        }
      />
      <Input.Search
        placeholder="Search by name or email"
        aria-label="Search employees"
        allowClear
        enterButton="Search"
        onSearch={(value) => setSearch(value.trim())}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      <Table<Employee>
        rowKey="id"
        columns={columns}
        dataSource={employees.data ?? []}
        loading={employees.isFetching}
        pagination={tablePagination}
        data-testid="employees-table"
      />
    </>
  );
}
