/** `/billing/topup?cancelled=<id>`: the wallet sends the payer back here when they cancel. */
export type TopUpSearch = {
  /** The top-up the payer cancelled at the wallet; the page cancels it and drops the param. */
  cancelled?: number | undefined;
};

/**
 * `/transaction/paypal-approve/<id>?token=<orderId>&PayerID=…` when PayPal sends the payer back,
 * or `?token=…&sandbox=1` for the built-in sandbox wallet.
 */
export type PaypalApproveSearch = {
  /** The wallet's order id. */
  token?: string | undefined;
  /** Set by PayPal once the payer approved. */
  PayerID?: string | undefined;
  /** The app's own sandbox wallet: the page asks the payer to pay or cancel first. */
  sandbox?: boolean | undefined;
};

const MAX_PARAM_LENGTH = 255;

const positiveInteger = (value: unknown) => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
};

/** The router parses `?token=123` as a number: any scalar is kept as text. */
const text = (value: unknown) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  return trimmed ? trimmed.slice(0, MAX_PARAM_LENGTH) : undefined;
};

/** `sandbox=1` (parsed as the number 1), `sandbox=true` or `sandbox=1` as text. */
const flag = (value: unknown) =>
  value === 1 || value === true || value === '1' || value === 'true' ? true : undefined;

export function validateTopUpSearch(search: Record<string, unknown>): TopUpSearch {
  return { cancelled: positiveInteger(search.cancelled) };
}

export function validatePaypalApproveSearch(search: Record<string, unknown>): PaypalApproveSearch {
  return {
    token: text(search.token),
    PayerID: text(search.PayerID),
    sandbox: flag(search.sandbox),
  };
}
