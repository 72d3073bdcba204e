import { Text, VisuallyHidden } from '@mantine/core';
import { QR_IMAGE_PX, type QrLabel } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { labelPages } from '../../qr-label-pages';
import classes from './qr-labels.module.css';

/** The API's SVG as an image: drawn by the browser as a picture, never run as markup. */
const svgSource = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** Every unit's label, 10 to a printed page (spec 02 §9). */
export function QrLabelSheet({ labels }: { labels: readonly QrLabel[] }) {
  const { t } = useTranslation('production');
  const pages = labelPages(labels);
  return (
    <div className={classes.sheet}>
      {pages.map((page, index) => (
        <section
          // A page holds a fixed run of labels: its index is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: pages never reorder
          key={index}
          className={classes.page}
          aria-label={t('labels.sheetLabel')}
        >
          {page.map((label) => (
            <LabelCard key={`${label.orderItemId}-${label.unit}`} label={label} />
          ))}
        </section>
      ))}
    </div>
  );
}

function LabelCard({ label }: { label: QrLabel }) {
  const { t } = useTranslation('production');
  return (
    <article className={classes.label}>
      <img
        className={classes.qr}
        src={svgSource(label.qrSvg)}
        width={QR_IMAGE_PX}
        height={QR_IMAGE_PX}
        alt={t('labels.qrAlt', {
          orderId: label.orderId,
          itemId: label.orderItemId,
          unit: label.unit,
        })}
      />
      <div className={classes.text}>
        <div className={classes.orderId}>{t('labels.order', { id: label.orderId })}</div>
        {label.sellerOrderId ? (
          <div>{t('labels.sellerOrder', { value: label.sellerOrderId })}</div>
        ) : null}
        <div>{label.catalogText}</div>
        <div>
          {label.color} · {label.size}
        </div>
        <div className={classes.unit}>
          {t('labels.unitOf', { unit: label.unit, quantity: label.quantity })}
        </div>
        <Text span size="xs" c="#333">
          {t(`factories.${label.factory}`)}
        </Text>
        <VisuallyHidden>{label.path}</VisuallyHidden>
      </div>
    </article>
  );
}
