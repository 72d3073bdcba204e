import { userMessages } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { assertNotDisabled } from '../../plugins/auth.ts';

describe('admin user management', () => {
  let t: TestApp;
  let admin: TestUser;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin', name: 'Ada Admin' });
    adminHeaders = await authHeaders(t.app, admin);
  });
  afterAll(() => t.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  describe('who may call', () => {
    it('refuses anonymous callers with 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/users' });
      expect(res.statusCode).toBe(401);
    });

    it('refuses sellers and supporters every admin user call with 403 Permission denied', async () => {
      const seller = await createSeller(t.db);
      const supporter = await createUser(t.db, { role: 'supporter' });
      for (const caller of [seller, supporter]) {
        const headers = await authHeaders(t.app, caller);
        const calls = [
          inject('GET', '/api/users', headers),
          inject('GET', `/api/users/${admin.id}`, headers),
          inject('POST', '/api/users', headers, {
            name: 'X',
            email: 'x@example.test',
            password: 'password1',
            role: 'admin',
          }),
          inject('PUT', `/api/users/${caller.id}`, headers, { name: 'Me' }),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.statusCode).toBe(403);
          expect(res.json().error.message).toBe('Permission denied');
        }
      }
    });
  });

  describe('GET /users', () => {
    it('filters by e-mail, status, role and factory and pages the result', async () => {
      await createSeller(t.db, { email: 'jane.findme@shop.test', name: 'Jane' });
      await createSeller(t.db, { email: 'locked.findme@shop.test', status: 'locked' });
      await createUser(t.db, { role: 'manager', email: 'mgr.eu@staff.test', factories: ['eu1'] });

      const byEmail = await inject('GET', '/api/users?email=FINDME', adminHeaders);
      expect(byEmail.statusCode).toBe(200);
      expect(
        byEmail
          .json()
          .data.rows.map((u: { email: string }) => u.email)
          .sort(),
      ).toEqual(['jane.findme@shop.test', 'locked.findme@shop.test']);

      const locked = await inject('GET', '/api/users?email=findme&status=locked', adminHeaders);
      expect(locked.json().data.rows.map((u: { email: string }) => u.email)).toEqual([
        'locked.findme@shop.test',
      ]);

      const eu = await inject('GET', '/api/users?factory=eu1', adminHeaders);
      expect(eu.json().data.rows.map((u: { email: string }) => u.email)).toEqual([
        'mgr.eu@staff.test',
      ]);

      const managers = await inject('GET', '/api/users?page=1&role=manager', adminHeaders);
      expect(managers.json().data.rows.every((u: { role: string }) => u.role === 'manager')).toBe(
        true,
      );

      const paged = await inject('GET', '/api/users?page=2&limit=2', adminHeaders);
      const total = await t.db.$count(users);
      expect(paged.json().data).toMatchObject({ count: total, totalPage: Math.ceil(total / 2) });
      expect(paged.json().data.rows).toHaveLength(2);
    });

    it('drops empty filters and refuses an unknown status', async () => {
      const empty = await inject('GET', '/api/users?status=&email=&factory=', adminHeaders);
      expect(empty.statusCode).toBe(200);
      const bad = await inject('GET', '/api/users?status=sleeping', adminHeaders);
      expect(bad.statusCode).toBe(400);
    });

    it('never shows password hashes and gives credit in dollars', async () => {
      const seller = await createSeller(t.db, { creditCents: 12_345 });
      const res = await inject('GET', `/api/users/${seller.id}`, adminHeaders);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: seller.id, credit: 123.45 });
      expect(res.body).not.toContain('passwordHash');
    });

    it('answers 404 for a user that does not exist', async () => {
      const res = await inject('GET', '/api/users/999999', adminHeaders);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('POST /users', () => {
    it('creates an active user who must choose a password before anything else', async () => {
      const res = await inject('POST', '/api/users', adminHeaders, {
        name: 'Sam Support',
        email: 'Sam.Support@Staff.test',
        password: 'initial-pass',
        role: 'supporter',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Created user successfully');
      const created = res.json().data;
      expect(created).toMatchObject({
        email: 'sam.support@staff.test',
        role: 'supporter',
        status: 'active',
        passwordChanged: false,
      });
      expect(created.approvedAt).not.toBeNull();

      const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      // Until the password is chosen, role-restricted calls are refused.
      const headers = await authHeaders(t.app, row!);
      const blocked = await inject('GET', '/api/audit', headers);
      expect(blocked.statusCode).toBe(403);

      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(created.id)));
      expect(entry).toMatchObject({ actorId: admin.id, action: 'user.create', entityType: 'user' });
      expect(entry!.after).toMatchObject({ email: 'sam.support@staff.test', role: 'supporter' });
      expect(JSON.stringify(entry!.after)).not.toContain('initial-pass');
    });

    it('needs name, email, password and role, and a backofficeCode for a manager', async () => {
      const missing = await inject('POST', '/api/users', adminHeaders, { email: 'a@b.test' });
      expect(missing.statusCode).toBe(400);
      const details = missing.json().error.details as { path: string; message: string }[];
      expect(details.map((d) => d.path).sort()).toEqual(['name', 'password', 'role']);
      expect(new Set(details.map((d) => d.message))).toEqual(new Set([userMessages.createNeeds]));

      const manager = await inject('POST', '/api/users', adminHeaders, {
        name: 'Mo Manager',
        email: 'mo@staff.test',
        password: 'initial-pass',
        role: 'manager',
      });
      expect(manager.statusCode).toBe(400);
      expect(manager.json().error.details).toEqual([
        {
          path: 'backofficeCode',
          message:
            'Creating a user needs name, email, password and role; managers also need a backofficeCode',
        },
      ]);

      const withCode = await inject('POST', '/api/users', adminHeaders, {
        name: 'Mo Manager',
        email: 'mo@staff.test',
        password: 'initial-pass',
        role: 'manager',
        backofficeCode: 'BO-17',
      });
      expect(withCode.statusCode).toBe(201);
      expect(withCode.json().data.backofficeCode).toBe('BO-17');
    });

    it('refuses an invalid e-mail, a short password and an unknown role', async () => {
      const res = await inject('POST', '/api/users', adminHeaders, {
        name: 'N',
        email: 'not-an-email',
        password: 'short',
        role: 'owner',
      });
      expect(res.statusCode).toBe(400);
      const messages = Object.fromEntries(
        (res.json().error.details as { path: string; message: string }[]).map((d) => [
          d.path,
          d.message,
        ]),
      );
      expect(messages.email).toBe('This field must be a valid email');
      expect(messages.password).toBe('This field must have minimum');
      expect(messages.role).toBe(userMessages.createNeeds);
    });

    it('two admins creating the same address at once: one account, one 409', async () => {
      const payload = {
        name: 'Twin',
        email: 'race@staff.test',
        password: 'initial-pass',
        role: 'supporter',
      };
      const answers = await Promise.all([
        inject('POST', '/api/users', adminHeaders, payload),
        inject('POST', '/api/users', adminHeaders, payload),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(await t.db.$count(users, eq(users.email, 'race@staff.test'))).toBe(1);
    });

    it('refuses an e-mail that is already registered', async () => {
      const existing = await createSeller(t.db);
      const res = await inject('POST', '/api/users', adminHeaders, {
        name: 'Twin',
        email: existing.email.toUpperCase(),
        password: 'initial-pass',
        role: 'seller',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This email is already registered');
    });
  });

  describe('PUT /users/:id', () => {
    it('renames a user and records the change with before and after', async () => {
      const seller = await createSeller(t.db, { name: 'Old Name' });
      const res = await inject('PUT', `/api/users/${seller.id}`, adminHeaders, {
        name: 'New Name',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Updated successfully',
        data: { name: 'New Name' },
      });
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(seller.id)));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'user.update',
        actorId: admin.id,
        before: { name: 'Old Name' },
        after: { name: 'New Name' },
      });
    });

    it('locking a user ends their sign-ins at once', async () => {
      const seller = await createSeller(t.db);
      const headers = await authHeaders(t.app, seller);
      expect((await inject('GET', '/api/api-keys', headers)).statusCode).toBe(200);

      const res = await inject('PUT', `/api/users/${seller.id}`, adminHeaders, {
        status: 'locked',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('locked');
      expect((await inject('GET', '/api/api-keys', headers)).statusCode).toBe(401);

      // Unlocking does not bring the old sign-in back.
      await inject('PUT', `/api/users/${seller.id}`, adminHeaders, { status: 'active' });
      expect((await inject('GET', '/api/api-keys', headers)).statusCode).toBe(401);
      const fresh = await authHeaders(t.app, { ...seller, status: 'active' });
      expect((await inject('GET', '/api/api-keys', fresh)).statusCode).toBe(200);
    });

    it('disabling a seller keeps the account but ends its sign-ins', async () => {
      const seller = await createSeller(t.db);
      const headers = await authHeaders(t.app, seller);
      const res = await inject('PUT', `/api/users/${seller.id}`, adminHeaders, {
        meta: { disabled: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.meta).toEqual({ disabled: true });
      expect((await inject('GET', '/api/api-keys', headers)).statusCode).toBe(401);
      // A disabled seller can still sign in and read.
      const fresh = await authHeaders(t.app, seller);
      expect((await inject('GET', '/api/api-keys', fresh)).statusCode).toBe(200);
    });

    it('a disabled seller is refused billing and store changes by assertNotDisabled', () => {
      expect(() => assertNotDisabled({ disabled: false })).not.toThrow();
      expect(() => assertNotDisabled({ disabled: true })).toThrow(
        expect.objectContaining({ code: 'ACCOUNT_DISABLED', status: 403 }),
      );
    });

    it('only sellers can be disabled', async () => {
      const supporter = await createUser(t.db, { role: 'supporter' });
      const res = await inject('PUT', `/api/users/${supporter.id}`, adminHeaders, {
        meta: { disabled: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(userMessages.onlySellersDisabled);
    });

    it('a rename alone leaves sign-ins alone', async () => {
      const seller = await createSeller(t.db);
      const headers = await authHeaders(t.app, seller);
      await inject('PUT', `/api/users/${seller.id}`, adminHeaders, { name: 'Renamed' });
      expect((await inject('GET', '/api/api-keys', headers)).statusCode).toBe(200);
    });

    it('no call changes a role: an admin cannot change their own or anyone else’s', async () => {
      const supporter = await createUser(t.db, { role: 'supporter' });
      for (const id of [admin.id, supporter.id]) {
        const res = await inject('PUT', `/api/users/${id}`, adminHeaders, { role: 'admin' });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.details).toEqual([
          { path: 'role', message: 'The role of an account cannot be changed' },
        ]);
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, supporter.id));
      expect(row!.role).toBe('supporter');
    });

    it('an admin cannot lock or disable their own account', async () => {
      const res = await inject('PUT', `/api/users/${admin.id}`, adminHeaders, {
        status: 'locked',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(userMessages.ownStatus);
      const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
      expect(row!.status).toBe('active');
      const rename = await inject('PUT', `/api/users/${admin.id}`, adminHeaders, {
        name: 'Ada A.',
      });
      expect(rename.statusCode).toBe(200);
    });

    it('a seller cannot edit their own account through the admin call', async () => {
      const seller = await createSeller(t.db);
      const headers = await authHeaders(t.app, seller);
      const res = await inject('PUT', `/api/users/${seller.id}`, headers, { status: 'active' });
      expect(res.statusCode).toBe(403);
    });

    it('answers 404 for a user that does not exist', async () => {
      const res = await inject('PUT', '/api/users/999999', adminHeaders, { name: 'Ghost' });
      expect(res.statusCode).toBe(404);
    });
  });
});
