-- The seeded "Not the right fit" template's subject in US English, as every visitor-facing text is;
-- a subject the practice has already edited is left as it is.
UPDATE "reply_templates" SET "subject" = 'Following up on your inquiry' WHERE "subject" = 'Following up on your enquiry';
