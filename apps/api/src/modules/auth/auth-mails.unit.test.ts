import { describe, expect, it } from 'vitest';
import { activationMail, quoteUserText } from './auth-mails.ts';

describe('user text quoted in mails', () => {
  it('keeps ordinary names as they are', () => {
    for (const name of ['Rosa Diaz', 'Nguyễn Văn An', 'Dr. Jane O’Neil', 'Zoë-Anne']) {
      expect(quoteUserText(name)).toBe(name);
    }
  });

  it('puts text on one line and leaves nothing a mail client would link', () => {
    expect(quoteUserText('Eve\r\n\r\nYour account is suspended')).toBe(
      'Eve Your account is suspended',
    );
    expect(quoteUserText('Visit https://win.example/prize now')).toBe(
      'Visit https[:]//win[.]example/prize now',
    );
    expect(quoteUserText('mail boss@corp.example')).toBe('mail boss[at]corp[.]example');
    expect(quoteUserText('a\u202Egnp.exe')).toBe('a gnp[.]exe');
  });

  it('shortens long text', () => {
    const quoted = quoteUserText('x'.repeat(300));
    expect(quoted).toHaveLength(100);
    expect(quoted.endsWith('…')).toBe(true);
  });

  it('quotes the name in both parts of the activation mail', () => {
    const mail = activationMail(
      { name: 'Claim at win.example/prize', email: 'eve@example.test' },
      'https://portal.example.test/activate?token=abc',
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hello Claim at win[.]example/prize,');
      expect(part).not.toContain('win.example');
    }
    // Our own link is untouched.
    expect(mail.text).toContain('https://portal.example.test/activate?token=abc');
  });
});
