import type { Mail } from '../../plugins/mail.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Text a user typed, as a mail may quote it: on one line, at most `max` characters, and with
 * nothing a mail client would turn into a link or an address. Registration is open to anyone, so
 * a "name" like "Visit win.example/prize" must not reach an inbox as a working link under our
 * name: it reads "Visit win[.]example/prize".
 */
export function quoteUserText(value: string, max = 100): string {
  const oneLine = value
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const short = oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
  return short
    .replace(/:\/\//g, '[:]//')
    .replace(/@/g, '[at]')
    .replace(/([\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, '$1[.]');
}

function layout(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const href = escapeHtml(link.href);
  return `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
${body}
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#6b7280;font-size:13px">If the button does not work, open this address: ${href}</p>
<p style="color:#6b7280;font-size:13px">Stitchworks</p>
</body></html>`;
}

export function activationMail(to: { name: string; email: string }, link: string): Mail {
  const lines = [
    `Hello ${quoteUserText(to.name)},`,
    'Thank you for registering with Stitchworks. Please confirm your e-mail address to activate your account.',
    'This link is valid for 48 hours and can be used once.',
  ];
  return {
    to: to.email,
    subject: 'Activate your Stitchworks account',
    text: `${lines.join('\n\n')}\n\n${link}\n\nStitchworks`,
    html: layout(lines, { href: link, label: 'Activate my account' }),
  };
}

export function resetPasswordMail(to: { name: string; email: string }, link: string): Mail {
  const lines = [
    `Hello ${quoteUserText(to.name)},`,
    'We received a request to reset the password of your Stitchworks account.',
    'This link is valid for 1 hour and can be used once. If you did not ask for it, you can ignore this e-mail; your password stays the same.',
  ];
  return {
    to: to.email,
    subject: 'Reset your Stitchworks password',
    text: `${lines.join('\n\n')}\n\n${link}\n\nStitchworks`,
    html: layout(lines, { href: link, label: 'Reset my password' }),
  };
}

/** Tells a user an admin turned off their two-factor sign-in (they may set it up again). */
export function twoFactorResetMail(to: { name: string; email: string }, link: string): Mail {
  const lines = [
    `Hello ${quoteUserText(to.name)},`,
    'An administrator has reset the two-factor sign-in of your Stitchworks account: your authenticator app and your recovery codes no longer work, and signing in asks for your password only.',
    'Set up two-factor sign-in again from your profile. If you did not ask for this, contact support at once.',
  ];
  return {
    to: to.email,
    subject: 'Your Stitchworks two-factor sign-in was reset',
    text: `${lines.join('\n\n')}\n\n${link}\n\nStitchworks`,
    html: layout(lines, { href: link, label: 'Open my profile' }),
  };
}
