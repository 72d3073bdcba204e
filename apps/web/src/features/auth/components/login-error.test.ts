import { errorCodes, errorMessages } from '@stitchworks/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { changeAppLanguage } from '../../../lib/i18n';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage', () => {
  afterEach(() => changeAppLanguage('en'));

  it('shows the server’s English in English', () => {
    const unverified = new ApiError(401, 'SSO_FAILED', errorMessages.googleEmailNotVerified);
    expect(loginErrorMessage(unverified)).toBe('Your Google e-mail address is not verified');
  });

  it('shows a Google or Facebook refusal, and a wrong password, in Vietnamese', async () => {
    await changeAppLanguage('vi');
    expect(
      loginErrorMessage(new ApiError(401, 'SSO_FAILED', errorMessages.googleEmailNotVerified)),
    ).toBe('Địa chỉ email Google của bạn chưa được xác minh');
    expect(
      loginErrorMessage(new ApiError(401, 'SSO_FAILED', errorMessages.ssoEmailNotShared)),
    ).toBe(
      'Tài khoản của bạn không chia sẻ địa chỉ email nào với chúng tôi. Vui lòng đăng ký bằng email của bạn.',
    );
    const wrong = new ApiError(401, 'INVALID_CREDENTIALS', errorCodes.INVALID_CREDENTIALS.message);
    expect(loginErrorMessage(wrong)).toBe('Email hoặc mật khẩu không đúng');
  });

  it('still tells the form to show the approval notice', () => {
    expect(loginErrorMessage(new ApiError(403, 'RETRY_AGAIN', 'retry_again'))).toBe('retry_again');
  });
});
