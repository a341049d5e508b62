import { useStore } from '@web/shared/store/store-context';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import type { Consigner } from './api/consigner';
import { type ConsignerChanges, useUpdateConsigner } from './api/update-consigner';

function SwitchRow(props: {
  id: string;
  label: string;
  help: ReactNode;
  checked: boolean;
  loading: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Flex justify="space-between" align="center" gap={12}>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong id={`${props.id}-label`}>
          {props.label}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {props.help}
        </Typography.Text>
      </Flex>
      <Switch
        checked={props.checked}
        loading={props.loading}
        disabled={props.disabled}
        onChange={props.onChange}
        aria-labelledby={`${props.id}-label`}
        data-testid={props.id}
      />
    </Flex>
  );
}

/** VAT, Disabled and Marketplace Access, each saved at once (spec 3 §2.5, §4 person activity). */
export function ConsignerSwitches({ consigner }: { consigner: Consigner }) {
  const update = useUpdateConsigner();
  // ONLINE MARKETPLACE exists only while the store has an online marketplace (spec 3 issue 4, item 4); access
  // can still be taken away when the store has turned it off.
  const hasMarketplace = useStore().onlineMarketplace;
  const pending = (key: keyof ConsignerChanges) =>
    update.isPending && key in (update.variables?.changes ?? {});
  const save = (changes: ConsignerChanges) => update.mutate({ id: consigner.id, changes });
  return (
    <Card title="Account">
      <Flex vertical gap={16}>
        <SwitchRow
          id="consigner-vat"
          label="VAT"
          help="Charge VAT on this consigner's fees."
          checked={Boolean(consigner.chargeTax)}
          loading={pending('chargeTax')}
          onChange={(checked) => save({ chargeTax: checked })}
        />
        <SwitchRow
          id="consigner-disabled"
          label="Disabled"
          help="A disabled consigner cannot sign in to the consigner app."
          checked={!consigner.isActive}
          loading={pending('isActive')}
          onChange={() => save({ isActive: !consigner.isActive })}
        />
        <SwitchRow
          id="consigner-marketplace"
          label="Marketplace Access"
          help={
            hasMarketplace
              ? 'May list items on the online marketplace.'
              : 'Turn on Online marketplace in Settings to give marketplace access.'
          }
          disabled={!hasMarketplace && !consigner.marketplaceLocation}
          checked={Boolean(consigner.marketplaceLocation)}
          loading={pending('marketplaceLocation')}
          onChange={(checked) => save({ marketplaceLocation: checked })}
        />
      </Flex>
    </Card>
  );
}
