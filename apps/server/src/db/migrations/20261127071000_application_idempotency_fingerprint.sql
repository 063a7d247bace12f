-- What an application's idempotency key stood for (issue 18): the SHA-256 of the canonical JSON of
-- the submit that first used it (appId, uuid, companyId, formData). The same key with other
-- content is refused (409) instead of answering the first application and dropping the new body.
-- Applications submitted before this column have none and keep answering a repeat as before.
ALTER TABLE application
  ADD COLUMN idempotency_fingerprint text CHECK (idempotency_fingerprint ~ '^[0-9a-f]{64}$');
