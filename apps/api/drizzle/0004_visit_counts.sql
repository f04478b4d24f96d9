CREATE TABLE `visit_counts` (
	`day` text NOT NULL,
	`page_path` text NOT NULL,
	`source` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`page_views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `page_path`, `source`)
);
