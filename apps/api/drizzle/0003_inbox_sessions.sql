CREATE TABLE `inbox_sessions` (
	`token_digest` text PRIMARY KEY NOT NULL,
	`last_seen_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `server_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
