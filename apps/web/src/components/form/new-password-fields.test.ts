import { afterEach, describe, expect, it } from 'vitest';
import { changeAppLanguage, i18n } from '../../lib/i18n';
import { newPasswordRules } from './new-password-fields';

const rules = newPasswordRules(() => i18n.t('auth:password.repeatMismatch'));

describe('newPasswordRules', () => {
  afterEach(() => changeAppLanguage('en'));

  it('asks for a new password of at least 8 characters', () => {
    expect(rules.newPassword('')).toBe('This field is required');
    expect(rules.newPassword('short')).toBe('This field must have minimum');
    expect(rules.newPassword('long-enough-1')).toBeNull();
  });

  it("says 'Repeat password is not the same' until the repeat matches", () => {
    const values = { newPassword: 'long-enough-1' };
    expect(rules.repeatPassword('', values)).toBe('This field is required');
    expect(rules.repeatPassword('long-enough-2', values)).toBe('Repeat password is not the same');
    expect(rules.repeatPassword('long-enough-1', values)).toBeNull();
  });

  it('answers in the interface language', async () => {
    await changeAppLanguage('vi');
    expect(rules.repeatPassword('other-pass-1', { newPassword: 'long-enough-1' })).toBe(
      'Mật khẩu nhập lại không khớp',
    );
  });
});
