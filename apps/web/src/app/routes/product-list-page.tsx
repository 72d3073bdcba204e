import {
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  type Catalog,
  type CatalogCategory,
  catalogCategories,
  DEFAULT_CATALOG_CATEGORY,
  type Product,
  type ProductStatus,
  productStatuses,
} from '@stitchworks/shared';
import { IconCurrencyDollar, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { AddToCartModal } from '../../features/cart/components/add-to-cart-modal';
import { useBootstrap } from '../../features/catalog/api/get-bootstrap';
import { CatalogPicker } from '../../features/catalog/components/catalog-picker';
import { DesignPicker } from '../../features/designs/components/design-picker';
import { DesignUploader } from '../../features/designs/components/design-uploader';
import { MockupPreview } from '../../features/designs/components/mockup-preview';
import { useDesignUploads } from '../../features/designs/hooks/use-design-uploads';
import { useDeleteProduct } from '../../features/products/api/delete-product';
import { useProducts } from '../../features/products/api/get-products';
import { EditProductModal } from '../../features/products/components/edit-product-modal';
import { ProductCard } from '../../features/products/components/product-card';
import { ProductWizard } from '../../features/products/components/product-wizard';
import type { ProductsSearch } from '../../features/products/products-search';
import { StoreSelect } from '../../features/stores/components/store-select';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 12;

/** The wizard's upload box: the designs feature's uploader, reporting to the wizard. */
function WizardUploader({
  onUploaded,
  onBusyChange,
}: {
  onUploaded: (designId: number) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const uploads = useDesignUploads((design) => onUploaded(design.id));
  useEffect(() => onBusyChange(uploads.uploading), [uploads.uploading, onBusyChange]);
  return (
    <DesignUploader
      compact
      entries={uploads.entries}
      uploading={uploads.uploading}
      onFiles={(files, type) => void uploads.start(files, type)}
      onRetry={(key) => void uploads.retry(key)}
    />
  );
}

/** /product (seller): products by tab and status, the creation wizard, edit, delete, add to cart. */
export function ProductListPage() {
  const { t } = useTranslation('products');
  usePageTitle('products:list.title');
  const search = useSearch({ from: '/shell/product' });
  const navigate = useNavigate({ from: '/product' });
  const tab: CatalogCategory = search.tab ?? DEFAULT_CATALOG_CATEGORY;
  const page = search.page ?? 1;
  const products = useProducts({ page, limit: PAGE_SIZE, category: tab, status: search.status });
  const bootstrap = useBootstrap();
  const remove = useDeleteProduct();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  const [carting, setCarting] = useState<Product | null>(null);

  const catalogs = useMemo<Catalog[]>(
    () => [...(bootstrap.data?.catalogData ?? []), ...(bootstrap.data?.catalogDataEu1 ?? [])],
    [bootstrap.data],
  );
  const catalogOf = (product: Product | null) =>
    catalogs.find((c) => c.value === product?.catalogId);
  const setSearch = (next: ProductsSearch) => void navigate({ search: next });

  const confirmDelete = (product: Product) =>
    modals.openConfirmModal({
      title: t('delete.title'),
      children: <Text size="sm">{t('delete.body', { title: product.title })}</Text>,
      labels: { confirm: t('list.delete'), cancel: t('actions.cancel', { ns: 'common' }) },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(product.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('messages.deleted') }),
          onError: () => notifications.show({ color: 'red', message: t('messages.deleteFailed') }),
        }),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        <Group>
          <Button
            variant="default"
            leftSection={<IconCurrencyDollar size={16} />}
            renderRoot={(props) => <Link {...props} to="/default-price" />}
          >
            {t('list.priceList')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setWizardOpen(true)}
            disabled={!bootstrap.data}
          >
            {t('list.create')}
          </Button>
        </Group>
      </Group>
      {bootstrap.isError && <Alert color="red">{t('messages.getConfigFailed')}</Alert>}

      <Tabs
        value={tab}
        onChange={(next) =>
          setSearch({
            ...search,
            tab: next === DEFAULT_CATALOG_CATEGORY ? undefined : (next as CatalogCategory),
            page: undefined,
          })
        }
      >
        <Tabs.List>
          {catalogCategories.map((category) => (
            <Tabs.Tab key={category} value={category}>
              {t(`tabs.${category}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group>
        <Select
          label={t('list.status')}
          placeholder={t('list.allStatuses')}
          clearable
          data={productStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={search.status ?? null}
          onChange={(value) =>
            setSearch({ ...search, status: (value as ProductStatus) ?? undefined, page: undefined })
          }
        />
      </Group>

      {products.isPending ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : products.isError ? (
        <LoadFailed
          title={t('list.loadFailed')}
          error={products.error}
          onRetry={() => products.refetch()}
          retrying={products.isFetching}
        />
      ) : products.data.rows.length === 0 ? (
        <Text c="dimmed" ta="center" p="xl">
          {t('list.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {products.data.rows.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onEdit={() => setEditing(product)}
              onDelete={() => confirmDelete(product)}
              onAddToCart={() => setCarting(product)}
            />
          ))}
        </SimpleGrid>
      )}
      {products.data && products.data.totalPage > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={products.data.totalPage}
            value={page}
            onChange={(next) => setSearch({ ...search, page: next > 1 ? next : undefined })}
          />
        </Group>
      )}

      {bootstrap.data && (
        <ProductWizard
          opened={wizardOpen}
          onClose={() => setWizardOpen(false)}
          catalogs={catalogs}
          userPrices={bootstrap.data.userPrices}
          renderCatalogPicker={(value, onChange) => (
            <CatalogPicker catalogs={catalogs} value={value} onChange={onChange} />
          )}
          renderStoreSelect={(value, onChange, error) => (
            <StoreSelect value={value} onChange={onChange} error={error} />
          )}
          renderDesignPicker={(slot) => <DesignPicker key={slot.label} {...slot} />}
          renderUploader={(events) => <WizardUploader {...events} />}
          renderMockup={(input) => <MockupPreview input={input} alt={t('wizard.preview')} />}
        />
      )}
      <EditProductModal
        product={editing}
        colorOptions={catalogOf(editing)?.colors.map((c) => c.name) ?? editing?.colors ?? []}
        sizeOptions={catalogOf(editing)?.sizes ?? editing?.sizes ?? []}
        onClose={() => setEditing(null)}
      />
      <AddToCartModal
        product={carting}
        frameColors={catalogOf(carting)?.frameColors ?? []}
        onClose={() => setCarting(null)}
      />
    </Stack>
  );
}
