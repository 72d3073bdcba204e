import { notifications } from '@mantine/notifications';
import type { ProductionStep } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useScanUnit } from '../api/scan-unit';

/**
 * Marks one unit's step with a toast either way. `pendingUnit` is the unit being marked, so only
 * its button spins while the others wait.
 */
export function useMarkUnit(itemId: number) {
  const { t } = useTranslation('production');
  const scan = useScanUnit(itemId);
  const mark = (unit: number, step: ProductionStep) =>
    scan.mutate(
      { unit, step },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(`stepMarked.${step}`, { unit }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    );
  return {
    mark,
    isPending: scan.isPending,
    pendingUnit: scan.isPending ? scan.variables?.unit : undefined,
  };
}
