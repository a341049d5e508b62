import { ApiError } from '@web/shared/api/client';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input, { type InputRef } from 'antd/es/input';
import List from 'antd/es/list';
import { type RefObject, useState } from 'react';
import { type RegisterItem, scanCode, searchItems } from './api/register-api';
import { ItemPrice } from './money';

/**
 * The scan box: a keyboard-wedge scanner types the code and Enter; the item joins the sale, or the refusal is
 * said in words under the box. A code that names no item is searched for (title, SKU, part of a code) and the
 * matches are offered. Focus comes back here after every item, so the next scan needs no click.
 */
export function ScanBox({
  inputRef,
  onAdd,
  has,
  disabled,
}: {
  inputRef: RefObject<InputRef | null>;
  onAdd: (item: RegisterItem) => void;
  has: (id: number) => boolean;
  disabled: boolean;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [matches, setMatches] = useState<RegisterItem[] | null>(null);

  const add = (item: RegisterItem) => {
    if (has(item.id)) {
      setProblem(`${item.code} is already in this sale.`);
      return;
    }
    onAdd(item);
    setProblem(null);
    setMatches(null);
    setValue('');
    inputRef.current?.focus();
  };

  const submit = async () => {
    const code = value.trim();
    if (!code || busy) return;
    setBusy(true);
    setMatches(null);
    try {
      add(await scanCode(code));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      if (error instanceof ApiError && error.status === 404 && message.startsWith('No item with code')) {
        const found = await searchItems(code).catch(() => []);
        if (found.length > 0) {
          setProblem(null);
          setMatches(found);
        } else setProblem(message);
      } else setProblem(message);
      setValue('');
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  };

  return (
    <Flex vertical gap={8}>
      <label htmlFor="register-scan" style={{ fontWeight: 600 }}>
        Scan or type a code, title or SKU
      </label>
      <Flex gap={8}>
        <Input
          id="register-scan"
          ref={inputRef}
          data-testid="register-scan"
          size="large"
          autoComplete="off"
          autoFocus
          value={value}
          disabled={disabled}
          onChange={(e) => setValue(e.target.value)}
          onPressEnter={() => void submit()}
          placeholder="Scan an item"
        />
        <Button size="large" onClick={() => void submit()} loading={busy} disabled={disabled}>
          Add
        </Button>
      </Flex>
      {problem && (
        <Alert type="error" showIcon message={problem} role="alert" data-testid="register-refusal" />
      )}
      {matches && (
        <List
          size="small"
          bordered
          header={`${matches.length} item${matches.length === 1 ? '' : 's'} on sale match`}
          dataSource={matches}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button key="add" size="small" onClick={() => add(item)} aria-label={`Add ${item.code}`}>
                  Add
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${item.title}${item.option1Value ? ` (${item.option1Value})` : ''}`}
                description={
                  <>
                    {item.code} · <ItemPrice major={item.price} />
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
