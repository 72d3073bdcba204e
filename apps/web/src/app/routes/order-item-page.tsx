import { Center, Loader } from '@mantine/core';
import { useParams, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { useProductionItem } from '../../features/production/api/get-production-item';
import { ProductionItemView } from '../../features/production/components/scan/production-item-view';
import { productionAbilities } from '../../features/production/production-abilities';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { NotFoundPage } from './not-found-page';

const positiveId = (value: string) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/**
 * /order/{orderId}/{orderItemId}?unit=N: what a unit's QR label opens on the floor's phone or
 * scanner — the item, the scanned unit's next step as one big button, and the rest of the units.
 */
export function OrderItemPage() {
  const { t } = useTranslation('production');
  const params = useParams({ from: '/shell/order/$orderId/$orderItemId' });
  const { unit } = useSearch({ from: '/shell/order/$orderId/$orderItemId' });
  const me = useCurrentUser();
  const orderId = positiveId(params.orderId);
  const itemId = positiveId(params.orderItemId);
  const item = useProductionItem(orderId > 0 ? itemId : 0);

  const title = `${t('item.pageTitle', { id: itemId || '' })} · ${t('appName', { ns: 'common' })}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  const notFound =
    orderId === 0 ||
    itemId === 0 ||
    (isApiError(item.error) && item.error.status === 404) ||
    (item.data !== undefined && item.data.orderId !== orderId);
  if (notFound) return <NotFoundPage />;
  if (item.isPending) {
    return (
      <Center mih="40dvh" role="status" aria-label={t('item.loading')}>
        <Loader />
      </Center>
    );
  }
  if (item.isError) {
    return (
      <LoadFailed
        title={t('item.loadFailed')}
        error={item.error}
        onRetry={() => item.refetch()}
        retrying={item.isFetching}
      />
    );
  }

  const may = productionAbilities(me.role);
  return (
    <ProductionItemView
      item={item.data}
      unit={unit}
      abilities={{
        undo: may.undo,
        complete: may.complete,
        editNote: may.editNote,
        addCost: may.addCost,
        approveStitchOut: may.approveStitchOut,
        editEmb: may.editEmb,
      }}
    />
  );
}
