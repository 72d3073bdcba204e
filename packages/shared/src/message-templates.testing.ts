import { expect, it } from 'vitest';
import { fillTemplate, type TemplateReading, templateParamNames } from './message-templates.ts';

/** Helpers for the tests of the template records (message-templates.ts); not part of the package. */

/**
 * Every combination of the sample values of a template's parameters; `samples` says what each
 * parameter name may hold, and a name with no samples fails the test that asked.
 */
export function sampleParams(
  template: string,
  samples: Readonly<Record<string, readonly string[]>>,
): Record<string, string>[] {
  return templateParamNames(template).reduce<Record<string, string>[]>(
    (all, name) => {
      const values = samples[name];
      if (!values) throw new Error(`no sample for {{${name}}} in "${template}"`);
      return all.flatMap((params) => values.map((value) => ({ ...params, [name]: value })));
    },
    [{}],
  );
}

/**
 * One test per template of the record: filled with every combination of `samples`, its text reads
 * back (`read`) to its key and the values it was filled with.
 */
export function itReadsEveryTemplateBack(
  templates: Readonly<Record<string, string>>,
  read: (text: string) => TemplateReading<string> | null,
  samples: Readonly<Record<string, readonly string[]>>,
): void {
  it.each(Object.keys(templates))('%s reads back to its key and parameters', (key) => {
    const template = templates[key] ?? '';
    for (const params of sampleParams(template, samples)) {
      const text = fillTemplate<string>(template, params);
      expect([text, read(text)]).toEqual([text, { key, params }]);
    }
  });
}
