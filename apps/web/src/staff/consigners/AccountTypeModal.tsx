import { useModalLayout } from '@web/shared/layout/use-modal-layout';
import { useConsignerTypes } from '@web/staff/common/api/get-consigner-types';
import type { ConsignerType } from '@web/staff/common/api/types';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { accountTypeChoices } from './account-type-choices';

interface AccountTypeModalProps {
  open: boolean;
  currentTypeId: number | null | undefined;
  currentType: string | null | undefined;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (type: ConsignerType) => void;
}

/** Change the consigner's account type; confirming recalculates their inventory payouts in the background. */
export function AccountTypeModal({
  open,
  currentTypeId,
  currentType,
  saving,
  onCancel,
  onConfirm,
}: AccountTypeModalProps) {
  const types = useConsignerTypes();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const layout = useModalLayout(520);
  const rows = types.data ?? [];
  // One choice per type name: its category and option rules are not separate types.
  const list = accountTypeChoices(rows);
  const currentName = rows.find((t) => t.id === currentTypeId)?.accountType ?? currentType;
  const current = list.find((t) => t.accountType === currentName)?.id;
  const selected = list.find((t) => t.id === chosen);
  return (
    <Modal
      open={open}
      title="Change account type"
      okText="Confirm change"
      okButtonProps={{
        disabled: !selected || selected.id === current,
        loading: saving,
        'data-testid': 'account-type-confirm',
      }}
      onOk={() => selected && onConfirm(selected)}
      onCancel={onCancel}
      destroyOnHidden
      afterClose={() => setChosen(undefined)}
      {...layout}
    >
      <Typography.Paragraph>
        Current type: <strong>{currentType || 'none'}</strong>
      </Typography.Paragraph>
      <Select
        placeholder="Choose the new account type"
        aria-label="New account type"
        loading={types.isPending}
        value={chosen}
        onChange={setChosen}
        options={list.map((t) => ({
          value: t.id,
          label: `${t.accountType} — ${t.sellingFee}%${t.isDefault ? ' (default)' : ''}`,
          disabled: t.id === current,
        }))}
        style={{ width: '100%', marginBottom: 16 }}
        data-testid="account-type-select"
      />
      <Alert
        type="warning"
        showIcon
        title="This recalculates the fees and payouts of all of this consigner's unsold inventory. It runs in the background and takes a while."
      />
    </Modal>
  );
}
