CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`window_id` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`confirmed_at` text,
	`cancelled_at` text,
	`reminded_at` text,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_submission_id_unique` ON `bookings` (`submission_id`);--> statement-breakpoint
CREATE INDEX `bookings_window` ON `bookings` (`window_id`,`status`);--> statement-breakpoint
CREATE INDEX `bookings_starts_at` ON `bookings` (`starts_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `payload` text;