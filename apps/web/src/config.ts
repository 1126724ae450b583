// Build-time settings of the web shell, read in this one module.

/**
 * The customer-service host ({host} of docs/product.md#the-product), e.g. 'https://cs.example.com'. Empty: the chat widget is not
 * loaded at all. Set VITE_CS_HOST when building.
 */
export const customerServiceHost: string = (import.meta.env.VITE_CS_HOST ?? '').trim().replace(/\/+$/, '');

/** The service worker only exists in a production build (packages/pwa emits sw.js there). */
export const registersServiceWorker: boolean = import.meta.env.PROD;
