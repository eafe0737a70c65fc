-- Custom SQL migration file, put your code below! --
-- Every contact notification becomes an outbox row of kind 'contact', with its status, attempts and
-- schedule kept; its payload is the message as the renderer reads it (app/lib/contact/notify.server.ts).
INSERT INTO "outbox" ("kind", "ref", "payload", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "sent_at", "created_at")
SELECT 'contact', m."id"::text,
  jsonb_build_object('id', m."id", 'createdAt', m."created_at", 'firstName', m."first_name",
    'lastName', m."last_name", 'email', m."email", 'company', m."company", 'message', m."message"),
  n."status", n."attempts", n."next_attempt_at", n."locked_until", n."last_error", n."sent_at", n."created_at"
FROM "contact_notifications" n JOIN "contact_messages" m ON m."id" = n."message_id";
