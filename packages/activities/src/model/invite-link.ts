/** The referral link a poster carries: the site's home with the inviter's code (kept until the invitee logs in). */
export const inviteLink = (origin: string, code: string): string => `${origin}/home?invite=${encodeURIComponent(code)}`;
