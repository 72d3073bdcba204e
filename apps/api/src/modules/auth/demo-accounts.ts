import type { Role } from '@stitchworks/shared';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from './passwords.ts';

export const DEMO_PASSWORD = 'demo1234';

type DemoAccount = {
  email: string;
  name: string;
  role: Role;
  /** Entered as transactions by the transactions seeder. */
  creditCents?: number;
  disabled?: boolean;
  factories?: ('vn1' | 'eu1')[];
};

/** One active, approved account per role, a second seller and a disabled seller. */
export const demoAccounts: DemoAccount[] = [
  { email: 'admin@example.com', name: 'Olivia Bennett', role: 'admin' },
  { email: 'seller@example.com', name: 'Liam Carter', role: 'seller', creditCents: 25_000 },
  { email: 'supporter@example.com', name: 'Sophia Nguyen', role: 'supporter' },
  { email: 'manager@example.com', name: 'Ethan Brooks', role: 'manager' },
  { email: 'designer@example.com', name: 'Mai Tran', role: 'designer' },
  { email: 'producer@example.com', name: 'Nguyễn Văn Minh', role: 'producer', factories: ['vn1'] },
  { email: 'design_manager@example.com', name: 'Chloe Martin', role: 'design_manager' },
  { email: 'inventory_manager@example.com', name: 'Daniel Reyes', role: 'inventory_manager' },
  { email: 'packer@example.com', name: 'Trần Thị Lan', role: 'packer', factories: ['vn1'] },
  { email: 'seller2@example.com', name: 'Ava Thompson', role: 'seller', creditCents: 8_000 },
  {
    email: 'disabled@example.com',
    name: 'Noah Fischer',
    role: 'seller',
    creditCents: 1_250,
    disabled: true,
  },
];

/** The sign-in table printed at start and by `npm run seed:demo`. */
export function demoAccountLines(): string[] {
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  return [
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...demoAccounts.map(
      (account) =>
        `  ${account.email.padEnd(width)}  ${account.role}${account.disabled ? ' (disabled)' : ''}`,
    ),
  ];
}

export const demoAccountsSeeder = {
  name: 'demo accounts',
  run: async (tx: Tx): Promise<string[]> => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = new Date();
    await tx
      .insert(users)
      .values(
        demoAccounts.map((account) => ({
          email: account.email,
          name: account.name,
          role: account.role,
          passwordHash,
          status: 'active' as const,
          passwordChanged: true,
          approvedAt: now,
          meta: account.disabled ? { disabled: true } : {},
          factories: account.factories ?? [],
          invoiceInfo:
            account.role === 'seller' && !account.disabled
              ? {
                  name: account.name,
                  address: '1200 Market Street, Suite 400, San Francisco, CA 94102',
                  phone: '+1 415 555 0134',
                  email: account.email,
                }
              : null,
        })),
      )
      .onConflictDoNothing({ target: users.email });
    return demoAccountLines();
  },
};
