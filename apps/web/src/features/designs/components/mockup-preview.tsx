import { Alert, Center, Image, Loader, Text } from '@mantine/core';
import type { MockupInput } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { useMockup } from '../api/create-mockup';

/** The design drawn on the blank, as the buyer will see it. */
export function MockupPreview({ input, alt }: { input: MockupInput | undefined; alt: string }) {
  const { t } = useTranslation('designs');
  const mockup = useMockup(input);
  if (!input) {
    return (
      <Center h={260} bg="gray.0">
        <Text c="dimmed" size="sm">
          {t('mockup.empty')}
        </Text>
      </Center>
    );
  }
  if (mockup.isPending) {
    return (
      <Center h={260}>
        <Loader />
      </Center>
    );
  }
  if (mockup.isError) return <Alert color="red">{t('mockup.failed')}</Alert>;
  return <Image src={mockup.data} alt={alt} h={260} fit="contain" data-testid="mockup-preview" />;
}
