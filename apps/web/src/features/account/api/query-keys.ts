export const accountKeys = {
  all: ['account'] as const,
  businessSettings: () => [...accountKeys.all, 'business-settings'] as const,
};
