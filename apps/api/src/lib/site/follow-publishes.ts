import type { FastifyBaseLogger } from "fastify";
import { type PublishedSite, type RoutesRecord, readRoutesRecord, watchRoutesRecord } from "./published-site";

export interface PublishFollow {
  /** apps/web/build, whose routes.json a publish replaces. */
  buildDir: string;
  /** Pages of the server's own (the inbox), kept whatever a publish's record lists. */
  serverPaths: readonly string[];
  /** Reads the pages and redirects of a record from the build. */
  load: (record: RoutesRecord) => PublishedSite;
  /** Takes the site a publish made, in place of the one served so far. */
  replace: (site: PublishedSite) => void;
  /** Told the catalogue's paths each time a publish's record is served. */
  onPublished?: ((paths: readonly string[]) => void) | undefined;
  log: FastifyBaseLogger;
}

/**
 * `npm run publish` replaces pages in this build, then routes.json: from then on its pages, new
 * paths and redirects are served, without a restart. A record that cannot be read leaves the pages
 * before it in place, with one error line. Returns the function that stops following.
 */
export function followPublishes(follow: PublishFollow): () => void {
  return watchRoutesRecord(follow.buildDir, () => {
    try {
      const record = readRoutesRecord(follow.buildDir);
      const paths = [...new Set([...record.paths, ...follow.serverPaths])];
      follow.replace(follow.load({ ...record, paths }));
      follow.onPublished?.(record.paths);
      follow.log.info(`published pages read again: ${record.paths.length} pages, ${record.redirects.length} redirects`);
    } catch (error) {
      follow.log.error(
        { code: "publish_unreadable" },
        `the published pages could not be read (${(error as Error).message}); still serving the pages before`,
      );
    }
  });
}
