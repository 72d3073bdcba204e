import { Center, Loader } from '@mantine/core';

/** A section's spinner while its data loads, named for screen readers ('Loading the jobs'). */
export function SectionLoader({ label }: { label: string }) {
  return (
    <Center p="xl" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
