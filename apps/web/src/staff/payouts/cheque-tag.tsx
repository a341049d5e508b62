import Tag from 'antd/es/tag';

/** "{n} cheques": ceil(total / 2000) per consigner (spec 3 §4). */
export function chequeTag(count: number) {
  if (count <= 0) return null;
  return <Tag color="blue">{count === 1 ? '1 cheque' : `${count} cheques`}</Tag>;
}
