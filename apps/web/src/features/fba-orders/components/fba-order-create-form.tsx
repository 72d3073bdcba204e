import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileInput,
  Grid,
  Group,
  NumberInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fbaOrderMessages, LABEL_FILE_MAX_BYTES } from '@stitchworks/shared';
import { IconFileTypePdf, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetails, getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useCreateFbaOrder } from '../api/create-fba-order';
import { useFbaCatalogs } from '../api/get-catalogs';
import { type FbaRowValues, itemsOf, newRow, rowErrors } from '../fba-order-form';
import { FbaRowFields } from './fba-row-fields';

type LabelErrors = { productLabel?: string | undefined; shippingLabel?: string | undefined };

/** A chosen label: one PDF, at most the size the API takes (it checks the content again). */
function labelError(file: File | null, required: string, invalid: string): string | undefined {
  if (!file) return required;
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  return pdf && file.size <= LABEL_FILE_MAX_BYTES ? undefined : invalid;
}

/**
 * The seller's new FBA order (spec 03): rows of units, the references, a sample first or not,
 * and the two labels (the FNSKU product label and the carton's shipping label, one PDF each).
 */
export function FbaOrderCreateForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('fbaOrders');
  const catalogs = useFbaCatalogs();
  const create = useCreateFbaOrder();
  const [rows, setRows] = useState<FbaRowValues[]>(() => [newRow()]);
  const [sellerOrderId, setSellerOrderId] = useState('');
  const [trackingCode, setTrackingCode] = useState('');
  const [requestSample, setRequestSample] = useState(false);
  const [refTicket, setRefTicket] = useState<number | string>('');
  const [productLabel, setProductLabel] = useState<File | null>(null);
  const [shippingLabel, setShippingLabel] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [labelErrors, setLabelErrors] = useState<LabelErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const invalidFile = translateServerText(fbaOrderMessages.fileInvalid);
  const checkLabels = (product: File | null, shipping: File | null): LabelErrors => ({
    productLabel: labelError(product, t('form.labelRequired'), invalidFile),
    shippingLabel: labelError(shipping, t('form.labelRequired'), invalidFile),
  });

  const changeRows = (next: FbaRowValues[]) => {
    setRows(next);
    if (submitted) setErrors(rowErrors(next));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = rowErrors(rows);
    const labels = checkLabels(productLabel, shippingLabel);
    setErrors(found);
    setLabelErrors(labels);
    if (Object.keys(found).length > 0 || labels.productLabel || labels.shippingLabel) return;
    create.mutate(
      {
        items: itemsOf(rows),
        requestSample,
        sellerOrderId: sellerOrderId.trim(),
        trackingCode: trackingCode.trim(),
        ...(refTicket === '' ? {} : { refTicket: Number(refTicket) }),
        productLabel,
        shippingLabel,
      },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: translateServerText(answer.message) });
          onCreated(answer.data.id);
        },
        onError: (error) => {
          const details = errorDetails(error);
          const byPath = Object.fromEntries(details.map((d) => [d.path, d.message]));
          setErrors(byPath);
          setLabelErrors({
            productLabel: byPath.productLabel
              ? translateServerText(byPath.productLabel)
              : undefined,
            shippingLabel: byPath.shippingLabel
              ? translateServerText(byPath.shippingLabel)
              : undefined,
          });
          notifications.show({
            color: 'red',
            title: translateServerText(fbaOrderMessages.createFailed),
            message: getErrorMessage(error),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="lg">
        {catalogs.isError ? <Alert color="red">{t('form.catalogsFailed')}</Alert> : null}
        <Card withBorder padding="md" component="section" aria-labelledby="fba-refs">
          <Stack gap="sm">
            <Title order={2} size="h4" id="fba-refs">
              {t('form.references')}
            </Title>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('form.sellerOrderId')}
                  description={t('form.sellerOrderIdHint')}
                  maxLength={64}
                  value={sellerOrderId}
                  onChange={(event) => setSellerOrderId(event.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('form.trackingCode')}
                  description={t('form.trackingCodeHint')}
                  maxLength={100}
                  value={trackingCode}
                  onChange={(event) => setTrackingCode(event.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <NumberInput
                  label={t('form.refTicket')}
                  description={t('form.refTicketHint')}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  value={refTicket}
                  onChange={setRefTicket}
                />
              </Grid.Col>
            </Grid>
            <Checkbox
              label={t('form.requestSample')}
              description={t('form.requestSampleHint')}
              checked={requestSample}
              onChange={(event) => setRequestSample(event.currentTarget.checked)}
            />
          </Stack>
        </Card>
        {rows.map((row, index) => (
          <FbaRowFields
            key={row.key}
            index={index}
            row={row}
            catalogs={catalogs.data ?? []}
            errors={errors}
            onChange={(next) => changeRows(rows.map((one) => (one.key === row.key ? next : one)))}
            onRemove={
              rows.length > 1
                ? () => changeRows(rows.filter((one) => one.key !== row.key))
                : undefined
            }
          />
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => changeRows([...rows, newRow()])}
          >
            {t('form.addRow')}
          </Button>
        </Group>
        <Card withBorder padding="md" component="section" aria-labelledby="fba-labels">
          <Stack gap="sm">
            <Title order={2} size="h4" id="fba-labels">
              {t('form.labels')}
            </Title>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <FileInput
                  label={t('form.productLabel')}
                  description={t('form.productLabelHint')}
                  placeholder={t('form.choosePdf')}
                  accept="application/pdf,.pdf"
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  value={productLabel}
                  onChange={(file) => {
                    setProductLabel(file);
                    if (submitted) setLabelErrors(checkLabels(file, shippingLabel));
                  }}
                  clearable
                  required
                  error={labelErrors.productLabel}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <FileInput
                  label={t('form.shippingLabel')}
                  description={t('form.shippingLabelHint')}
                  placeholder={t('form.choosePdf')}
                  accept="application/pdf,.pdf"
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  value={shippingLabel}
                  onChange={(file) => {
                    setShippingLabel(file);
                    if (submitted) setLabelErrors(checkLabels(productLabel, file));
                  }}
                  clearable
                  required
                  error={labelErrors.shippingLabel}
                />
              </Grid.Col>
            </Grid>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
