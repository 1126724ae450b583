-- The messages engine's marketing switch (issue 31) becomes the consent record (docs/data-rights.md, "Consents"):
-- each borrower's choice is carried over as a marketing consent record at the time it was made.
INSERT INTO "consent_records" ("user_id", "kind", "given", "version", "source", "at")
SELECT "user_id", 'marketing', "marketing", '2026-11-22', 'messages-settings', "updated_at"
FROM "message_settings";
