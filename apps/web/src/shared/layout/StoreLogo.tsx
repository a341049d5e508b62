import { useStore } from '@web/shared/store/store-context';

/** The store's logo, or its name when it has none. */
export function StoreLogo({ height = 32 }: { height?: number }) {
  const store = useStore();
  if (!store.logo) {
    return (
      <span
        style={{
          fontWeight: 600,
          fontSize: 18,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          maxWidth: 200,
          display: 'inline-block',
          verticalAlign: 'middle',
        }}
        title={store.name}
        data-testid="store-name"
      >
        {store.name}
      </span>
    );
  }
  return <img src={store.logo} alt={store.name} style={{ height, maxWidth: 160, objectFit: 'contain' }} />;
}
