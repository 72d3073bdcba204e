import type { FieldError } from '@stitchworks/shared';
import { textMessages, validationMessages } from '@stitchworks/shared';

/**
 * How deep a request's JSON may nest (objects and arrays). No schema of ours goes past a handful
 * of levels; a bound keeps every later walk over the body (validation, the guards below, the
 * idempotency hash) short, whatever shape an attacker sends.
 */
export const MAX_INPUT_DEPTH = 64;

const tooDeep = (path: string): FieldError => ({ path, message: validationMessages.max });

/**
 * Whether JSON text opens more than MAX_INPUT_DEPTH objects or arrays at once, read in one pass
 * over the characters before it is parsed: JSON.parse takes about 90 ms over 1 MB of `[[[…`, and
 * nothing deeper than the bound is ever accepted anyway. Text that is not JSON is left to the
 * parser.
 */
export function findTooDeepJson(text: string): FieldError | undefined {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === 0x5c)
        at += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > MAX_INPUT_DEPTH) return tooDeep('');
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return undefined;
}

/**
 * The first place in a request's input (its path parameters, query or JSON body, keys included)
 * that holds a NUL character, which no PostgreSQL text or JSON column can store, or that nests
 * deeper than MAX_INPUT_DEPTH. Walked with stacks of its own, not by recursion, so a deep value
 * cannot exhaust the call stack; a container costs a few array slots, no object of its own (the
 * path is put together only for a finding).
 */
export function findNulCharacter(value: unknown): FieldError | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? nulAt([], [], -1) : undefined;
  if (!value || typeof value !== 'object') return undefined;
  // Every container met: its key in its parent and its parent's number (for a finding's path).
  const containers: object[] = [value];
  const keys: (string | number)[] = [''];
  const parents: number[] = [-1];
  const depths: number[] = [0];
  // The containers still to read, by number.
  const pending: number[] = [0];
  const meet = (child: object, name: string | number, parent: number) => {
    pending.push(containers.length);
    containers.push(child);
    keys.push(name);
    parents.push(parent);
    depths.push((depths[parent] as number) + 1);
  };
  while (pending.length > 0) {
    const id = pending.pop() as number;
    const item = containers[id] as Record<string, unknown> | unknown[];
    if ((depths[id] as number) >= MAX_INPUT_DEPTH) return tooDeep(pathOf(keys, parents, id));
    // Texts and keys in their order, then the containers pushed last to first, so that they too
    // are read in the input's order.
    if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index += 1) {
        const child = item[index];
        if (typeof child === 'string' && child.includes('\u0000')) {
          return nulAt(keys, parents, id, index);
        }
      }
      for (let index = item.length - 1; index >= 0; index -= 1) {
        const child = item[index];
        if (child && typeof child === 'object') meet(child, index, id);
      }
    } else {
      const names = Object.keys(item);
      for (const name of names) {
        if (name.includes('\u0000')) return nulAt(keys, parents, id);
        const child = item[name];
        if (typeof child === 'string' && child.includes('\u0000')) {
          return nulAt(keys, parents, id, name);
        }
      }
      for (let index = names.length - 1; index >= 0; index -= 1) {
        const child = item[names[index] as string];
        if (child && typeof child === 'object') meet(child, names[index] as string, id);
      }
    }
  }
  return undefined;
}

function pathOf(keys: (string | number)[], parents: number[], id: number): string {
  const path: (string | number)[] = [];
  for (let at = id; at > 0; at = parents[at] as number) path.push(keys[at] as string | number);
  return path.reverse().join('.');
}

function nulAt(
  keys: (string | number)[],
  parents: number[],
  id: number,
  name?: string | number,
): FieldError {
  const path = id < 0 ? '' : pathOf(keys, parents, id);
  const full = name === undefined ? path : path ? `${path}.${name}` : String(name);
  return { path: full, message: textMessages.forbiddenCharacter };
}

const checkedBodies = new WeakSet<object>();

/**
 * Refuses a parsed JSON body holding a NUL, and marks it checked so the guard on every request
 * does not walk it again. JSON text can only carry a NUL escaped (`\u0000`), so a body without
 * that escape is not walked at all: walking 500,000 elements costs more than parsing them.
 */
export function checkJsonBody(text: string, body: unknown): FieldError | undefined {
  const found = text.includes('\\u0000') ? findNulCharacter(body) : undefined;
  if (!found && body && typeof body === 'object') checkedBodies.add(body);
  return found;
}

/** Whether the JSON parser has already checked this body (checkJsonBody). */
export const isCheckedBody = (body: unknown): boolean =>
  !!body && typeof body === 'object' && checkedBodies.has(body);
