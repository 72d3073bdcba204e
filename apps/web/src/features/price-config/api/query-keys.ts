export const priceConfigKeys = {
  all: ['price-config'] as const,
  configuration: () => [...priceConfigKeys.all, 'configuration'] as const,
};
