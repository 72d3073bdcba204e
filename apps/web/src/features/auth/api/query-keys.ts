export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
  twoFactor: () => [...authKeys.all, 'two-factor'] as const,
  signIns: () => [...authKeys.all, 'sign-ins'] as const,
};
