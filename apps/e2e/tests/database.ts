import Database from "better-sqlite3";

export interface StoredSubmission {
  id: number;
  kind: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  page_path: string;
}

/** Reads what the server stored, straight from its SQLite file. */
export function findSubmission(where: { firstName: string }): StoredSubmission | undefined {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error("E2E_DATABASE_PATH is not set");
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM submissions WHERE first_name = ? ORDER BY id DESC").get(where.firstName) as
      | StoredSubmission
      | undefined;
  } finally {
    db.close();
  }
}

export interface StoredEvent {
  id: number;
  type: string;
  page_path: string;
  label: string;
  attribution: string;
  source: string;
}

/** The call-tap events the server stored for a page, oldest first. */
export function findEvents(where: { pagePath: string }): StoredEvent[] {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error("E2E_DATABASE_PATH is not set");
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM events WHERE page_path = ? ORDER BY id").all(where.pagePath) as StoredEvent[];
  } finally {
    db.close();
  }
}
