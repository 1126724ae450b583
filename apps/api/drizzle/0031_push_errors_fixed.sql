-- Issue 42, defect 3: a push that could not reach its service kept the socket's own error in last_error ("The push
-- service unreachable (connect ECONNREFUSED 127.0.0.1:5432)"), which the borrower's data export shows: a port
-- scanner. New failures keep fixed sentences (providers/push/web-push.ts); the ones already kept become the same.
UPDATE "messages" SET "last_error" = 'The push service could not be reached' || CASE
    WHEN "last_error" LIKE '%: the subscription expired and was removed' THEN ': the subscription expired and was removed'
    ELSE '' END
WHERE "channel" = 'push' AND "last_error" LIKE 'The push service unreachable (%';
