import {
  errorMessages,
  fillTemplate,
  httpMessages,
  orderAftercareMessages,
  productMessages,
  type ServerTextRecordName,
  serverTextRecords,
  shippingMessages,
  stitchFileMessages,
} from '@stitchworks/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../locales/all-resources';
import { loadAllLocales } from '../locales/load-locales';
import { serverTextKeys } from '../locales/server-text-keys';
import { ApiError } from './api-client';
import { getErrorMessage, translatedServerMessage } from './error-message';
import { translateValidationMessage } from './form-validation';
import { changeAppLanguage } from './i18n';
import { translateServerText } from './server-messages';

/** The text at `namespace:dotted.path` in one language's resources (a counted one's plural). */
function textAt(language: 'en' | 'vi', key: string): unknown {
  const [namespace = '', path = ''] = key.split(':');
  const parts = path.split('.');
  const last = parts.pop() ?? '';
  let node: unknown = (allResources[language] as Record<string, unknown>)[namespace];
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const texts = node as Record<string, unknown> | undefined;
  return texts?.[last] ?? texts?.[`${last}_other`];
}

/** A value for each parameter of a template, as the API could fill it. */
const sampleValues: Record<string, string | number> = {
  count: 3,
  no: 2,
  catalogId: 7,
  max: 1000000,
  offset: 515,
  id: 12,
  value: 'XXL',
  from: 'shipped',
  to: 'created',
  left: '$12.50',
  catalog: 'Classic tee',
  color: 'Black',
  size: 'M',
  service: 'Express',
  code: 'rocket',
};

/** Every text of every record, a template filled as the API would fill it. */
const everyText = (Object.keys(serverTextRecords) as ServerTextRecordName[]).flatMap((name) =>
  Object.entries(serverTextRecords[name] as Record<string, string>).map(([key, text]) => ({
    name,
    key,
    text: fillTemplate(text, sampleValues as never),
    place: (serverTextKeys[name] as Record<string, string>)[key] ?? '',
  })),
);

describe('the texts the API answers with, in the interface language', () => {
  // As every page after the sign-in page has them: every namespace, and the templates' readers.
  beforeAll(() => loadAllLocales());
  afterEach(() => changeAppLanguage('en'));

  it('have a text in both languages at the place each is translated', () => {
    const missing = everyText.filter(
      ({ place }) =>
        typeof textAt('en', place) !== 'string' || typeof textAt('vi', place) !== 'string',
    );
    expect(missing.map(({ name, key, place }) => `${name}.${key} → ${place}`)).toEqual([]);
  });

  it('read in Vietnamese wherever the web shows one, a template with its values', async () => {
    await changeAppLanguage('vi');
    const untranslated = everyText.filter(({ text }) => {
      const shown = translateServerText(text);
      return shown === text || /\{\{\w+\}\}/.test(shown.replace(/#\{\{id\}\}/, ''));
    });
    expect(untranslated.map(({ name, key, text }) => `${name}.${key}: ${text}`)).toEqual([]);
  });

  it('stay as the server wrote them in English', () => {
    const changed = everyText.filter(({ text }) => translateServerText(text) !== text);
    expect(changed.map(({ text }) => text)).toEqual([]);
  });

  it('say an error of a call in Vietnamese: a template, a domain message, a 503 of its own', async () => {
    await changeAppLanguage('vi');
    const missingPackage = fillTemplate(shippingMessages.packageNotFound, { no: 2 });
    expect(getErrorMessage(new ApiError(404, 'NOT_FOUND', missingPackage))).toBe(
      'Không tìm thấy kiện hàng 2',
    );
    expect(getErrorMessage(new ApiError(409, 'CONFLICT', orderAftercareMessages.ended))).toBe(
      'Đơn này đã bị hủy hoặc đã được hoàn tiền',
    );
    expect(translatedServerMessage('SERVICE_UNAVAILABLE', errorMessages.storageUnavailable)).toBe(
      'Kho lưu trữ tệp tạm thời không khả dụng',
    );
    const transition = fillTemplate(errorMessages.orderTransition, {
      from: 'shipped',
      to: 'created',
    });
    expect(translatedServerMessage('CONFLICT', transition)).toBe(
      'Đơn hàng không thể chuyển từ shipped sang created',
    );
  });

  it('say a field’s problem in Vietnamese, with the field, row or order named before it', async () => {
    await changeAppLanguage('vi');
    expect(translateValidationMessage(productMessages.unknownSize)).toBe(
      'Danh mục này không có kích cỡ này',
    );
    expect(translateValidationMessage(`items.0.size: ${productMessages.unknownSize}`)).toBe(
      'items.0.size: Danh mục này không có kích cỡ này',
    );
    const damaged = fillTemplate(stitchFileMessages.dstDamaged, { offset: 515 });
    expect(translateValidationMessage(`#12: ${damaged}`)).toBe(
      '#12: Dữ liệu mũi thêu DST bị hỏng tại byte 515',
    );
  });

  it('agree a counted word with its count', async () => {
    await changeAppLanguage('vi');
    expect(translateServerText(fillTemplate(httpMessages.rateLimitedFor, { count: 1 }))).toBe(
      'Bạn đã gửi quá nhiều yêu cầu, vui lòng thử lại sau 1 phút',
    );
    await changeAppLanguage('en');
    expect(fillTemplate(httpMessages.rateLimitedFor, { count: 1 })).toBe(
      'Rate limit exceeded, please try in 1 more minute',
    );
  });

  it('keep a text no record holds as the server wrote it', async () => {
    await changeAppLanguage('vi');
    expect(translateServerText('Something new')).toBe('Something new');
    expect(translateServerText('row 4: Something new')).toBe('row 4: Something new');
  });
});
