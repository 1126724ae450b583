import { z } from 'zod';

import { envelope } from './common';

/** What the /set page says under the marketing switch: reminders about money owed cannot be switched off. */
export const MESSAGE_SETTINGS_NOTE = 'Reminders about money you owe and receipts for your payments stay on.';

/** GET /api/messages/settings and the answer of POST: the borrower's message choices. */
export const messageSettingsView = z.object({
  /** Offers and membership renewals by SMS. */
  marketing: z.boolean(),
  note: z.string(),
});
export type MessageSettingsView = z.infer<typeof messageSettingsView>;
export const messageSettingsAnswer = envelope(messageSettingsView);

/** POST /api/messages/settings */
export const messageSettingsBody = z.object({ marketing: z.boolean() }).strict();
export type MessageSettingsBody = z.infer<typeof messageSettingsBody>;
