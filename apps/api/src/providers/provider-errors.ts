// Provider failures (mobile-money operators, the SMS gateway, the credit bureau) as events, so /metrics counts them per app without
// the providers knowing about metrics.
type Listener = (provider: 'mobile-money' | 'sms' | 'push' | 'bureau', reason: string) => void;
const listeners = new Set<Listener>();

/** Listens to every provider error of this process; answers the function that stops listening. */
export function onProviderError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportProviderError(provider: 'mobile-money' | 'sms' | 'push' | 'bureau', reason: string): void {
  for (const listener of listeners) listener(provider, reason);
}
