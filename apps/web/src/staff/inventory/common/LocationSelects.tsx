import { ONLINE_MARKETPLACE_LOCATION } from '@backroom/domain/constants';
import { useLocations } from '@web/staff/common/api/get-locations';
import { useSubLocations } from '@web/staff/common/api/get-sub-locations';
import Select, { type SelectProps } from 'antd/es/select';

type Props = Omit<SelectProps<string>, 'options' | 'mode'>;

/** The store's locations by name (ONLINE MARKETPLACE only when asked for). */
export function LocationSelect({ withMarketplace = true, ...props }: Props & { withMarketplace?: boolean }) {
  const locations = useLocations();
  const options = (locations.data ?? [])
    .filter((l) => withMarketplace || l.name !== ONLINE_MARKETPLACE_LOCATION)
    .map((l) => ({ value: l.name, label: l.name }));
  return (
    <Select<string>
      placeholder="Location"
      loading={locations.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      {...props}
    />
  );
}

/** The sublocations of one location (matched by location name, spec 2 §5); disabled without a location. */
export function SubLocationSelect({ location, ...props }: Props & { location: string | null | undefined }) {
  const subLocations = useSubLocations();
  const options = (subLocations.data ?? [])
    .filter((s) => location && s.locationName === location)
    .map((s) => ({ value: s.name, label: s.name }));
  return (
    <Select<string>
      placeholder="Sublocation"
      allowClear
      disabled={!location || options.length === 0}
      options={options}
      {...props}
    />
  );
}
