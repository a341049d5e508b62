import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useConsignmentTerms } from './api/terms-api';

/** A consigner's own consignment terms, over their type's and the store's default; new items take them. */
export function ConsignerTermsCard({
  consignerId,
  termsId,
}: {
  consignerId: number;
  termsId: number | null;
}) {
  const queryClient = useQueryClient();
  const terms = useConsignmentTerms();
  const assign = useMutation({
    meta: { successMessage: 'Consignment terms saved' },
    mutationFn: (value: number | null) =>
      api.put(`/api/consigners/${consignerId}/consignmentTerms`, { termsId: value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.consigners.detail(consignerId) }),
  });
  return (
    <Card title="Consignment terms" size="small" style={{ marginTop: 16 }} loading={terms.isPending}>
      <Select
        style={{ width: '100%' }}
        value={termsId ?? 0}
        loading={assign.isPending}
        aria-label="Consignment terms"
        data-testid="consigner-terms"
        options={[
          { value: 0, label: "Their consigner type's terms" },
          ...(terms.data ?? []).map((t) => ({ value: t.id, label: t.name })),
        ]}
        onChange={(value: number) => assign.mutate(value === 0 ? null : value)}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Items accepted from now on take these terms; accepted items keep theirs.
      </Typography.Paragraph>
    </Card>
  );
}
