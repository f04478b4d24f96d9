CREATE TABLE `acknowledgements` (
	`email` text PRIMARY KEY NOT NULL,
	`sent_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`page_path` text DEFAULT '' NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`attribution` text DEFAULT '{}' NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `events_created_at` ON `events` (`created_at`);--> statement-breakpoint
CREATE TABLE `status_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`lost_reason` text DEFAULT '' NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `status_changes_submission` ON `status_changes` (`submission_id`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `channel` text DEFAULT 'company_email' NOT NULL;--> statement-breakpoint
ALTER TABLE `submissions` ADD `lost_reason` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `submissions` ADD `status_changed_at` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `first_contacted_at` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `call_back_by` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `attribution` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `submissions` ADD `source` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- "handled" meant someone dealt with the lead: in the pipeline that is "contacted" (when is unknown).
UPDATE `submissions` SET `status` = 'contacted' WHERE `status` = 'handled';--> statement-breakpoint
-- Leads stored before attribution was recorded: their source is unknown, not "direct".
UPDATE `submissions` SET `source` = 'unknown';--> statement-breakpoint
-- Older leads get the after-hours allowance: 30 minutes.
UPDATE `submissions` SET `call_back_by` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+30 minutes');
