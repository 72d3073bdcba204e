import { ActionIcon, Group, Image, Modal, Text } from '@mantine/core';
import type { TicketAttachment } from '@stitchworks/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  images: TicketAttachment[];
  /** The image shown; null when the slideshow is closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
};

/** The ticket's images one at a time, full size, with previous and next (arrow keys too). */
export function ImageSlideshow({ images, index, onIndex }: Props) {
  const { t } = useTranslation('tickets');
  const current = index === null ? undefined : images[index];
  const go = (step: number) => {
    if (index === null || images.length === 0) return;
    onIndex((index + step + images.length) % images.length);
  };
  return (
    <Modal
      opened={current !== undefined}
      onClose={() => onIndex(null)}
      title={t('slideshow.title', { index: (index ?? 0) + 1, count: images.length })}
      size="xl"
      centered
    >
      {current ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move through the images
        <div
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') go(-1);
            if (event.key === 'ArrowRight') go(1);
          }}
        >
          <Image
            src={current.url}
            alt={t('slideshow.image', { index: (index ?? 0) + 1 })}
            fit="contain"
            mah="70vh"
          />
          {images.length > 1 ? (
            <Group justify="space-between" mt="sm">
              <ActionIcon
                variant="default"
                onClick={() => go(-1)}
                aria-label={t('slideshow.previous')}
              >
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
              <Text size="sm" c="dimmed">
                {(index ?? 0) + 1} / {images.length}
              </Text>
              <ActionIcon variant="default" onClick={() => go(1)} aria-label={t('slideshow.next')}>
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}

/** Thumbnails that open the slideshow at their image. */
export function AttachmentThumbs({
  images,
  onOpen,
}: {
  images: TicketAttachment[];
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('tickets');
  if (images.length === 0) return null;
  return (
    <Group gap="xs">
      {images.map((image, index) => (
        <button
          key={image.url}
          type="button"
          onClick={() => onOpen(index)}
          aria-label={t('slideshow.open', { index: index + 1 })}
          style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
        >
          <Image src={image.small} alt="" w={72} h={72} fit="cover" radius="sm" />
        </button>
      ))}
    </Group>
  );
}
