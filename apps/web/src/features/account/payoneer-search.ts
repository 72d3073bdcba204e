/** `/payoneer-authorize?code=…&state=…` (`&sandbox=1` from the built-in sandbox, `&error=…`). */
export type PayoneerAuthorizeSearch = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  sandbox?: boolean | undefined;
};

const text = (value: unknown) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  return trimmed ? trimmed.slice(0, 2048) : undefined;
};

export function validatePayoneerAuthorizeSearch(
  search: Record<string, unknown>,
): PayoneerAuthorizeSearch {
  const sandbox = search.sandbox;
  return {
    code: text(search.code),
    state: text(search.state),
    error: text(search.error),
    sandbox:
      sandbox === 1 || sandbox === true || sandbox === '1' || sandbox === 'true' ? true : undefined,
  };
}
