// Build-time settings of the feature (Vite env). No client id means Google sign-in stays off (spec: errors are only
// reported internally), which is how the embedded sandbox runs.
const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};

export const googleClientId: string | undefined = env.VITE_GOOGLE_CLIENT_ID || undefined;
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
