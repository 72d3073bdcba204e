import { Badge } from '@mantine/core';
import type { ProductStatus } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

const colors: Record<ProductStatus, string> = {
  pending: 'yellow',
  uploading: 'blue',
  draft: 'gray',
  under_review: 'grape',
  live: 'green',
  failed: 'red',
  rejected: 'orange',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('products');
  return (
    <Badge color={colors[status]} variant="light" data-testid="product-status">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
