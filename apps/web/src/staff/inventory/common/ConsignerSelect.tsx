import Select, { type SelectProps } from 'antd/es/select';
import { useFilterOptions } from '../api/get-filter-options';

type Props = Omit<SelectProps<number>, 'options' | 'mode'>;

/** The store's consigners (the filter options' list), searchable by name. */
export function ConsignerSelect(props: Props) {
  const options = useFilterOptions();
  return (
    <Select<number>
      placeholder="Consigner"
      loading={options.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={(options.data?.consigners ?? []).map((c) => ({ value: Number(c.value), label: c.label }))}
      {...props}
    />
  );
}
