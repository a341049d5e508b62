import { fieldRequired, messages } from '@backroom/domain/messages';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';

/** A cell's "{title} is required" under the editor; the failed check is logged as the spec says. */
export function Required({ title, missing }: { title: string; missing: boolean }) {
  if (!missing) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
      {fieldRequired(title)}
    </Typography.Text>
  );
}

export function logSaveFailed(field: string) {
  console.warn(messages.saveFailed, field);
}

interface SelectCellProps {
  title: string;
  value: string | null | undefined;
  options: string[];
  disabled?: boolean;
  testId: string;
  onSave: (value: string) => void;
}

/** A select that saves on change; clearing it says "{title} is required" and saves nothing. */
export function SelectCell({ title, value, options, disabled, testId, onSave }: SelectCellProps) {
  const [missing, setMissing] = useState(false);
  return (
    <Flex vertical>
      <Select<string>
        size="small"
        aria-label={title}
        value={value ?? undefined}
        disabled={disabled}
        allowClear
        status={missing ? 'error' : undefined}
        showSearch={{ optionFilterProp: 'label' }}
        options={options.map((o) => ({ value: o, label: o }))}
        onChange={(next) => {
          if (!next) {
            setMissing(true);
            logSaveFailed(title);
            return;
          }
          setMissing(false);
          if (next !== value) onSave(next);
        }}
        style={{ width: '100%' }}
        data-testid={testId}
      />
      <Required title={title} missing={missing} />
    </Flex>
  );
}

/** The price as a search box whose button saves (spec 2 §2.8). */
export function PriceCell({
  value,
  saving,
  testId,
  onSave,
}: {
  value: number | null;
  saving: boolean;
  testId: string;
  onSave: (price: number) => void;
}) {
  const [missing, setMissing] = useState(false);
  return (
    <Flex vertical>
      <Input.Search
        size="small"
        aria-label="Price"
        defaultValue={value === null ? '' : String(value)}
        enterButton="Save"
        loading={saving}
        inputMode="decimal"
        status={missing ? 'error' : undefined}
        onSearch={(text) => {
          const price = Number(text);
          if (!text.trim() || !Number.isFinite(price) || price <= 0) {
            setMissing(true);
            logSaveFailed('Price');
            return;
          }
          setMissing(false);
          onSave(price);
        }}
        data-testid={testId}
      />
      <Required title="Price" missing={missing} />
    </Flex>
  );
}

/** Payout (or a store account's cost), two decimals, saved on Enter or leaving the field. */
export function PayoutCell({
  title,
  value,
  testId,
  onSave,
}: {
  title: string;
  value: number | null;
  testId: string;
  onSave: (payout: number) => void;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  const [seen, setSeen] = useState(value);
  const [missing, setMissing] = useState(false);
  if (seen !== value) {
    // A new payout from the server (a requoted price) replaces the draft.
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft === null || draft === undefined) {
      setMissing(true);
      logSaveFailed(title);
      return;
    }
    setMissing(false);
    if (draft !== value) onSave(draft);
  };
  return (
    <Flex vertical>
      <InputNumber<number>
        size="small"
        aria-label={title}
        precision={2}
        value={draft}
        status={missing ? 'error' : undefined}
        onChange={(next) => setDraft(next)}
        onBlur={commit}
        onPressEnter={commit}
        style={{ width: '100%' }}
        data-testid={testId}
      />
      <Required title={title} missing={missing} />
    </Flex>
  );
}
