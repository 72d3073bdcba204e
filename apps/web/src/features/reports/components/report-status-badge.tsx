import { Badge } from '@mantine/core';
import type { ReportStatus } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { reportStatusColors } from '../report-search';

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('reports');
  return (
    <Badge color={reportStatusColors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
