import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { notServerTextRecords, serverTextRecords } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';

/**
 * The API answers a user only with texts of the shared records (packages/shared server-texts.ts),
 * which the web translates: no English of its own in an error, in the `details` of one, or in a
 * request schema. These checks read the sources, so that a text written anywhere else fails here
 * rather than showing in English in the Vietnamese interface.
 */

const apiSources = join(import.meta.dirname, '..');
const sharedSources = join(import.meta.dirname, '../../../../packages/shared/src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** The code without its comments and module paths; other literals kept as they are. */
const withoutComments = (code: string) =>
  code
    .replace(
      /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
      (match, literal: string | undefined) => literal ?? match.replace(/[^\n]/g, ' '),
    )
    .replace(/\b(from|import)\s*'[^']*'/g, "$1 ''");

const LITERAL = /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;

/** A literal with words a user reads: two words of letters, outside any `${…}`. */
const isWording = (literal: string) =>
  /[A-Za-z]{2,}\W*\s+\W*[A-Za-z]{2,}/.test(literal.slice(1, -1).replace(/\$\{[^}]*\}/g, '·'));

/**
 * The expression from `from` to the first comma, semicolon or closing bracket at its own depth,
 * and where it ends.
 */
function expressionAt(code: string, from: number): { text: string; end: number } {
  let depth = 0;
  let at = from;
  for (; at < code.length; at += 1) {
    const char = code[at] ?? '';
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      if (depth === 0) break;
      depth -= 1;
    } else if ((char === ',' || char === ';') && depth === 0) break;
    else if (char === "'" || char === '"' || char === '`') {
      const literal = new RegExp(LITERAL.source, 'y');
      literal.lastIndex = at;
      const match = literal.exec(code);
      if (match) at += match[0].length - 1;
    }
  }
  return { text: code.slice(from, at).trim().replace(/\s+/g, ' '), end: at };
}

/** The message argument of each `new AppError(code, message, …)` of a file that gives one. */
function appErrorMessages(code: string): { line: number; message: string }[] {
  return [...code.matchAll(/new AppError\(/g)].flatMap((call) => {
    const from = (call.index ?? 0) + call[0].length;
    const { end } = expressionAt(code, from);
    if (code[end] !== ',') return [];
    return [{ line: lineOf(code, from), message: expressionAt(code, end + 1).text }];
  });
}

const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length;

type Finding = string;

const files = sourceFiles(apiSources).map((path) => ({
  name: relative(apiSources, path),
  code: withoutComments(readFileSync(path, 'utf8')),
}));

/** Answers of a success the web words itself (`{ message }` of a 2xx it does not show). */
const successWords = new Set([
  "'Update password success'",
  "'Logout successfully'",
  "'Your account has been activated'",
  "'Reset password success'",
]);

/**
 * Errors whose words never reach a user: a 500 (its message hidden), a carrier or Payoneer that
 * cannot be reached (`unavailable(…)`, answered with a shared text), Payoneer refusing an
 * authorisation (answered with a shared text; its words are the reason of an automatic run).
 */
const unansweredErrors =
  /^(new (Error|RangeError|TypeError|CarrierUnavailableError|PayoneerAuthorizationError|PayoneerUnavailableError|StorePlatformRefusal|StorePlatformUnavailable)|unavailable|refusal)\(/;

/**
 * A store platform's refusal is the platform's reason (recorded as the reason of a store's sync-log
 * line or its last error); a built-in sandbox answers in its platform's own words. Neither is an
 * answer of this API.
 */
const platformWords = (name: string) =>
  name.startsWith('integrations/stores/') && !/\.(routes|service)\.ts$/.test(name);

/** Functions of packages/shared that return one of its texts. */
const sharedTextFunctions = ['signInWaitMessage', 'notProducingMessage'];

const recordNames = new Set(Object.keys(serverTextRecords));

/** The names a file gives the shared records it imports (`orderAftercareMessages as messages`). */
function recordAliases(code: string): Set<string> {
  const names = new Set(recordNames);
  for (const block of code.matchAll(/import\s*\{([^}]*)\}\s*from/g)) {
    for (const alias of (block[1] ?? '').matchAll(/(\w+)\s+as\s+(\w+)/g)) {
      if (recordNames.has(alias[1] ?? '')) names.add(alias[2] ?? '');
    }
  }
  return names;
}

/** Whether an error's message is a shared text, or a text passed on from where it was made. */
function isSharedText(expression: string, records: Set<string>): boolean {
  if (expression === '' || expression === 'undefined') return true;
  const member = /^(?:fillTemplate\()?(\w+)\.\w+\b/.exec(expression);
  if (member && records.has(member[1] ?? '')) return true;
  if (/^(\w+)\(/.test(expression) && sharedTextFunctions.includes(expression.split('(')[0] ?? ''))
    return true;
  // A message made elsewhere and checked there: a detail's, a refusal's, an error's.
  return /(^|\.)message$/.test(expression);
}

describe('the texts the API answers with', () => {
  it('are never written in an error, a detail or a thrown refusal', () => {
    const findings: Finding[] = [];
    for (const { name, code } of files) {
      if (platformWords(name)) continue;
      for (const { line, message } of appErrorMessages(code)) {
        for (const literal of message.match(LITERAL) ?? []) {
          if (isWording(literal)) findings.push(`${name}:${line}: ${literal}`);
        }
      }
      for (const property of code.matchAll(/\bmessage:\s*/g)) {
        const from = (property.index ?? 0) + property[0].length;
        // The value's own literals: not the arguments of a call that makes the text.
        let value = expressionAt(code, from).text;
        while (/\([^()]*\)/.test(value)) value = value.replace(/\([^()]*\)/g, '');
        for (const literal of value.match(LITERAL) ?? []) {
          if (isWording(literal) && !successWords.has(literal)) {
            findings.push(`${name}:${lineOf(code, from)}: message: ${literal}`);
          }
        }
      }
      for (const thrown of code.matchAll(/\bthrow\s+/g)) {
        const from = (thrown.index ?? 0) + thrown[0].length;
        const statement = code.slice(from, code.indexOf(';', from));
        if (unansweredErrors.test(statement)) continue;
        for (const literal of statement.match(LITERAL) ?? []) {
          if (isWording(literal)) findings.push(`${name}:${lineOf(code, from)}: throw ${literal}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it('come from a shared record, filled through fillTemplate where a part varies', () => {
    const findings: Finding[] = [];
    for (const { name, code } of files) {
      const records = recordAliases(code);
      for (const { line, message } of appErrorMessages(code)) {
        if (!isSharedText(message, records)) findings.push(`${name}:${line}: ${message}`);
      }
    }
    expect(findings).toEqual([]);
  });

  it('are not kept in records of the API’s own', () => {
    const findings = files.flatMap(({ name, code }) =>
      [...code.matchAll(/\bconst\s+(\w+(?:Messages|Texts))\b[^=]*=\s*\{/g)].flatMap((record) => {
        const body = expressionAt(code, (record.index ?? 0) + record[0].length - 1).text;
        return (body.match(LITERAL) ?? []).some(isWording) ? [`${name}: ${record[1]}`] : [];
      }),
    );
    expect(findings).toEqual([]);
  });
});

describe('the shared request schemas', () => {
  const listed = new Set<string>([...recordNames, ...notServerTextRecords]);
  const schemaFiles = [
    ...sourceFiles(join(sharedSources, 'schemas')),
    join(sharedSources, 'messages.ts'),
    join(sharedSources, 'order-texts.ts'),
  ];

  it('word their messages only in the shared records', () => {
    const findings: Finding[] = [];
    for (const path of schemaFiles) {
      let code = withoutComments(readFileSync(path, 'utf8'));
      // The listed records' own texts are the words; blank them, keep the rest.
      for (const record of code.matchAll(/\bconst\s+(\w+)\s*(?::[^=]+)?=\s*\{/g)) {
        if (!listed.has(record[1] ?? '')) continue;
        const from = (record.index ?? 0) + record[0].length - 1;
        const { end } = expressionAt(code, from);
        code = code.slice(0, from) + code.slice(from, end).replace(/[^\n]/g, ' ') + code.slice(end);
      }
      for (const literal of code.matchAll(LITERAL)) {
        if (isWording(literal[0])) {
          const name = relative(sharedSources, path);
          findings.push(`${name}:${lineOf(code, literal.index ?? 0)}: ${literal[0]}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
});
