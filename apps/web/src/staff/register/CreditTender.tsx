import { fromMinor, toMinor } from '@backroom/domain/money';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useState } from 'react';
import { searchCredit } from './api/register-api';
import { ItemPrice, useMoney } from './money';
import type { CreditHolder, RegisterSale } from './use-register-sale';

/** Store credit as a tender (issue 34): find the consigner, then the amount (up to their credit and what is due). */
export function CreditTender({ sale, busy }: { sale: RegisterSale; busy: boolean }) {
  const { currency } = useMoney();
  const [options, setOptions] = useState<CreditHolder[]>([]);
  const holder = sale.creditHolder;
  const disabled = busy || sale.lines.length === 0;
  const rest = () => {
    if (!holder) return;
    const had = toMinor(sale.credit ?? 0, currency);
    const most = Math.min(sale.due + had, toMinor(holder.balance, currency));
    sale.setCredit(fromMinor(most, currency));
  };
  return (
    <Flex vertical gap={4}>
      <label htmlFor="register-credit-who">Store credit of</label>
      <Select
        id="register-credit-who"
        showSearch
        allowClear
        filterOption={false}
        placeholder="Search consigners by name or e-mail"
        disabled={disabled}
        value={holder?.consignerId ?? null}
        onSearch={(text) => {
          void searchCredit(text).then(setOptions);
        }}
        onFocus={() => {
          if (options.length === 0) void searchCredit('').then(setOptions);
        }}
        onChange={(id) => sale.setCreditHolder(options.find((o) => o.consignerId === id) ?? null)}
        options={options.map((o) => ({ value: o.consignerId, label: o.name }))}
        optionRender={(option) => {
          const o = options.find((x) => x.consignerId === option.value);
          return (
            <Flex justify="space-between" gap={8}>
              <span>{option.label}</span>
              {o && <ItemPrice major={o.balance} />}
            </Flex>
          );
        }}
      />
      {holder && (
        <Flex gap={8} align="flex-end">
          <Flex vertical gap={4} style={{ flex: 1 }}>
            <label htmlFor="register-credit">
              Store credit (has <ItemPrice major={holder.balance} />)
            </label>
            <InputNumber
              id="register-credit"
              min={0}
              max={holder.balance}
              precision={2}
              value={sale.credit}
              disabled={disabled}
              onChange={(v) => sale.setCredit(typeof v === 'number' ? v : null)}
              style={{ width: '100%' }}
            />
          </Flex>
          <Button disabled={disabled || sale.due === 0} onClick={rest}>
            Rest by credit
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
