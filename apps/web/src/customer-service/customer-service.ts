// The external customer-service chat widget (docs/product.md#the-product): one stylesheet and three scripts from
// {host}/static/customer/, the websocket helper first because the widget script opens its connection through it.

export const CUSTOMER_SERVICE_DIR = '/static/customer/';
export const CUSTOMER_SERVICE_STYLESHEET = 'customer.css';
export const CUSTOMER_SERVICE_SCRIPTS = ['reconnecting-websocket.min.js', 'customer-config.js', 'customer.js'] as const;

export function customerServiceUrls(host: string) {
  const base = `${host.replace(/\/+$/, '')}${CUSTOMER_SERVICE_DIR}`;
  return {
    stylesheet: base + CUSTOMER_SERVICE_STYLESHEET,
    scripts: CUSTOMER_SERVICE_SCRIPTS.map((file) => base + file),
  };
}

/**
 * Adds the widget's stylesheet and scripts to the page once; does nothing without a host. Scripts keep their order
 * (async = false) and a failing one is only logged: the chat is an extra, the app works without it.
 */
export function loadCustomerService(host: string, doc: Document = document): boolean {
  if (!host) return false;
  const urls = customerServiceUrls(host);
  if (doc.querySelector(`link[href="${urls.stylesheet}"]`)) return true;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = urls.stylesheet;
  doc.head.appendChild(link);
  for (const src of urls.scripts) {
    const script = doc.createElement('script');
    script.src = src;
    script.async = false;
    script.dataset.customerService = '';
    script.onerror = () => console.error(`[customer-service] could not load ${src}`);
    doc.body.appendChild(script);
  }
  return true;
}
