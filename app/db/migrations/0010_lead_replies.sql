CREATE TABLE "lead_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contact_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_request_id" uuid NOT NULL,
	"template_name" text DEFAULT '' NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lead_reply_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_contact_request_idx" ON "lead_events" USING btree ("contact_request_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_replies_contact_request_idx" ON "lead_replies" USING btree ("contact_request_id","created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_reply_id_lead_replies_id_fk" FOREIGN KEY ("lead_reply_id") REFERENCES "public"."lead_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_lead_reply_idx" ON "outbox" USING btree ("lead_reply_id");--> statement-breakpoint
INSERT INTO "reply_templates" ("name", "subject", "body", "position") VALUES
('First reply', 'Thanks for reaching out to Millennial Life', 'Hi {first_name},

Thank you for reaching out. It takes courage to write, and we are glad you did.

We would love to set up a free 15-minute Vibe Check: a relaxed call to hear what is going on and see whether we are the right fit for you. When suits you best this week?

Warmly,
The Millennial Life team', 0),
('Here are some times', 'Times for your free Vibe Check', 'Hi {first_name},

Thanks again for getting in touch. You can pick any free time for your 15-minute Vibe Check here:

{booking_link}

If none of those work, reply to this email with a few times that do and we will make it happen.

Warmly,
The Millennial Life team', 1),
('Not the right fit', 'Following up on your enquiry', 'Hi {first_name},

Thank you for thinking of us. Having read your message, we do not think we are the best fit for what you are looking for, and we would rather say so now than take your time.

Here is who might be a better match:

- [Add who might help, and how to reach them]

If you are in crisis, call or text 988 (Suicide and Crisis Lifeline) at any hour.

Wishing you well,
The Millennial Life team', 2);
