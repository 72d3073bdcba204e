/** What the sandbox WooCommerce shop's approval page is opened with, as /wc-auth/v1/authorize has it. */
export type SandboxWooCommerceSearch = {
  site?: string | undefined;
  app_name?: string | undefined;
  scope?: string | undefined;
  user_id?: string | undefined;
  return_url?: string | undefined;
  callback_url?: string | undefined;
};

const text = (value: unknown, max = 255) =>
  (typeof value === 'string' || typeof value === 'number') && String(value).trim()
    ? String(value).trim().slice(0, max)
    : undefined;

export function validateSandboxWooCommerceSearch(
  search: Record<string, unknown>,
): SandboxWooCommerceSearch {
  return {
    site: text(search.site, 500),
    app_name: text(search.app_name),
    scope: text(search.scope),
    user_id: text(search.user_id),
    return_url: text(search.return_url, 2048),
    callback_url: text(search.callback_url, 2048),
  };
}

/** A fresh address of the built-in sandbox WooCommerce shop (never a real site). */
export function demoWooCommerceSite(): string {
  const suffix = Math.random().toString(36).slice(2, 8);
  return `https://demo-${suffix}.woocommerce.invalid`;
}
