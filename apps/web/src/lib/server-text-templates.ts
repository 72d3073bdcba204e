import { templateParamNames, templateReader } from '@stitchworks/shared/message-templates';
import type { ServerTextPlaces, ServerTextReader } from './server-messages';

/**
 * A reader for each text with parameters of the records (message-templates.ts): the text the API
 * filled read back to its translation's key and the values it holds, each parameter matching
 * `patterns[name]` (any text where none is given). Loaded with every namespace, after the first
 * page (load-locales.ts).
 */
export function serverTemplateReaders(places: readonly ServerTextPlaces[]): ServerTextReader[] {
  const made: ServerTextReader[] = [];
  for (const { record, keys, patterns = {} } of places) {
    for (const [name, text] of Object.entries(record)) {
      const key = keys[name];
      const parameters = templateParamNames(text);
      if (!key || parameters.length === 0) continue;
      const read = templateReader(
        { [name]: text },
        Object.fromEntries(parameters.map((parameter) => [parameter, patterns[parameter] ?? '.+'])),
      );
      made.push((candidate) => {
        const reading = read(candidate);
        return reading && { key, params: reading.params };
      });
    }
  }
  return made;
}
