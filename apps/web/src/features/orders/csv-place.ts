import { i18n } from '../../lib/i18n';

/**
 * A place in an imported file as the server names it ('csv', 'row 4', 'row 4, quantity',
 * 'rows 5–9') in the interface language; column names stay as the file writes them.
 */
export function translateCsvPlace(path: string): string {
  if (path === 'csv') return i18n.t('import.placeFile', { ns: 'orderForm' });
  const place = /^(rows?) (\d+(?:–\d+)?)(, .+)?$/.exec(path);
  if (!place?.[2]) return path;
  const key = place[1] === 'rows' ? 'import.placeRows' : 'import.placeRow';
  return `${i18n.t(key, { ns: 'orderForm', rows: place[2] })}${place[3] ?? ''}`;
}
