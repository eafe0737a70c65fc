-- Decision 0091: the one "credit" disclosure became three (installment, mortgage, heloc). An admin's own
-- credit text stays in force for each of the three, as its newest row, so nothing a client's next revision
-- takes changes without an admin choosing it; the old rows stay as the history.
INSERT INTO "disclosure_defaults" ("kind", "set", "lang", "text", "author_id", "author_email", "created_at")
SELECT "kind", product."set", "lang", "text", "author_id", "author_email", "created_at"
FROM "disclosure_defaults"
CROSS JOIN (VALUES ('installment'), ('mortgage'), ('heloc')) AS product("set")
WHERE "kind" = 'disclosure' AND "disclosure_defaults"."set" = 'credit';
